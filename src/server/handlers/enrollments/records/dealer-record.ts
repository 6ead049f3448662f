/**
 * A dealer with every field of business-areas §3 as the contract's Dealer carries it: the
 * classification with region, district and CRM by code and name, contacts, billing contacts,
 * inventory and sales data, business hours per weekday, holidays and metered-leads settings.
 * Reads through whatever it is given, so a transaction can answer what it just wrote.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { contractCountryOf } from './dealer-country.ts';
import { WEEKDAYS } from './weekdays.ts';

type Dealer = components['schemas']['Dealer'];
type BillingContact = components['schemas']['BillingContact'];
type BusinessHours = components['schemas']['BusinessHours'];
type DayHours = components['schemas']['DayHours'];

const BILLING_COUNTRIES: readonly string[] = ['us', 'usa', 'ca', 'canada'] satisfies BillingContact['country'][];

/** As stored when it is one the contract knows; otherwise (none stored) the dealer's own. */
function billingCountryOf(stored: string | null, dealerCountry: BillingContact['country']): BillingContact['country'] {
  const normalized = stored?.trim().toLowerCase();
  return normalized !== undefined && BILLING_COUNTRIES.includes(normalized) ? (normalized as BillingContact['country']) : dealerCountry;
}

/** 'HH:MM:SS' → the contract's 'HH:mm'. */
const hourMinute = (time: string) => time.slice(0, 5);

export async function readDealer(db: Kysely<Database>, code: string): Promise<Dealer | undefined> {
  const dealer = await db
    .selectFrom('dealers')
    .leftJoin('regions', 'regions.id', 'dealers.regionId')
    .leftJoin('districts', 'districts.id', 'dealers.districtId')
    .leftJoin('crmProviders', 'crmProviders.id', 'dealers.crmProviderId')
    .selectAll('dealers')
    .select(['regions.code as regionCode', 'regions.name as regionName', 'districts.code as districtCode', 'districts.name as districtName', 'crmProviders.name as crmName'])
    .where('dealers.code', '=', code)
    .executeTakeFirst();
  if (!dealer) return undefined;

  const [contacts, billingContacts, hours, holidays] = await Promise.all([
    db.selectFrom('dealerContacts').select(['name', 'title', 'email', 'phone']).where('dealerId', '=', dealer.id).orderBy('position').execute(),
    db
      .selectFrom('dealerBillingContacts')
      .select(['name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'country'])
      .where('dealerId', '=', dealer.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('dealerBusinessHours').select(['weekday', 'closed', 'opensAt', 'closesAt']).where('dealerId', '=', dealer.id).execute(),
    db.selectFrom('dealerHolidays').select(['holidayDate', 'name']).where('dealerId', '=', dealer.id).orderBy('holidayDate').execute(),
  ]);

  const country = contractCountryOf(dealer.country);
  const businessHours = Object.fromEntries(
    WEEKDAYS.map((day, index): [string, DayHours] => {
      const row = hours.find((candidate) => candidate.weekday === index + 1);
      // A weekday without a row was never given hours: shown as closed rather than invented.
      if (!row || row.closed || !row.opensAt || !row.closesAt) return [day, { closed: true }];
      return [day, { closed: false, open: hourMinute(row.opensAt), close: hourMinute(row.closesAt) }];
    }),
  ) as unknown as BusinessHours;

  return {
    code: dealer.code,
    name: dealer.name,
    oemId: dealer.oemId,
    status: dealer.status,
    statusReason: dealer.statusReason,
    inactivationType: dealer.inactivationType,
    size: dealer.size,
    region: dealer.regionCode,
    regionName: dealer.regionName,
    district: dealer.districtCode,
    districtName: dealer.districtName,
    market: dealer.market,
    country,
    crm: dealer.crmName,
    group: dealer.dealerGroup,
    testDealer: dealer.testDealer,
    evDealer: dealer.evDealer,
    contacts,
    billingContacts: billingContacts.map((contact): BillingContact => {
      const { name, email, phone } = contact;
      return {
        name,
        email,
        phone,
        ...(contact.address !== null ? { address: contact.address } : {}),
        ...(contact.city !== null ? { city: contact.city } : {}),
        ...(contact.state !== null ? { state: contact.state } : {}),
        ...(contact.zip !== null ? { zip: contact.zip } : {}),
        country: billingCountryOf(contact.country, country),
      };
    }),
    inventory: {
      newInventory: dealer.newInventory,
      usedInventory: dealer.usedInventory,
      cpoInventory: dealer.cpoInventory,
      monthlyNewSales: dealer.monthlyNewSales,
      monthlyUsedSales: dealer.monthlyUsedSales,
      monthlyCpoSales: dealer.monthlyCpoSales,
    },
    businessHours,
    holidays: holidays.map((holiday) => ({ date: holiday.holidayDate, name: holiday.name })),
    meteredLeads:
      dealer.maxMeteredLeadsPerCycle !== null && dealer.meteringCycleHours !== null
        ? { maxMeteredLeadsPerCycle: dealer.maxMeteredLeadsPerCycle, meteringCycleHours: dealer.meteringCycleHours }
        : null,
    outstandingAccount: dealer.outstandingAccount,
  };
}
