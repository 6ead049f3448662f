import { MAX_BILLING_CONTACTS, MAX_DEALER_CONTACTS } from '../../../constants.ts';
import type { Country, DealerStatus } from '../vocabulary.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { DEMO_DEALER_GROUP, DEMO_USERS } from './data/demo-users.ts';
import { CA_CITIES, TIME_ZONE_OF_STATE, US_CITIES, type City } from './data/geography.ts';
import { holidaysOf } from './data/holidays.ts';
import { OEMS, type OemSeed } from './data/oems.ts';
import { CONTACT_TITLES, FIRST_NAMES, LAST_NAMES, STREETS, emailLocalPart } from './data/people.ts';
import type { Catalogue } from './seed-catalogue.ts';
import type { SeedStep } from './seed-context.ts';
import type { Geography, ZipPlace } from './seed-oems-and-geography.ts';

import type { DealerSize } from '../vocabulary.ts';
export type { DealerSize };

export interface DealerRecord {
  id: number;
  code: string;
  name: string;
  oemId: number;
  oem: OemSeed;
  country: Country;
  city: City;
  place: ZipPlace;
  status: DealerStatus;
  size: DealerSize;
  slug: string;
  websiteUrl: string;
  phone: string;
  crmProviderId: number | null;
  /** A dealer a demo user acts for: kept active and fully populated. */
  demo: boolean;
  testDealer: boolean;
  outstandingAccount: boolean;
  /** The first contact's address. */
  contactEmail: string;
}

const DEALER_GROUPS = ['Summit Automotive Group', 'Prairie Motor Group', 'Coastal Auto Partners', 'Heritage Dealer Group', 'Northstar Automotive'];
const NAME_STYLES = ['city', 'family', 'of', 'adjective'] as const;
const ADJECTIVES = ['Premier', 'Valley', 'Metro', 'Capital', 'Lakeside', 'Riverside', 'Parkway', 'Gateway', 'Central', 'Sunrise'];
/** One of the demo group's dealers has an outstanding account, so the group user sees the refusal. */
const OUTSTANDING_DEMO_DEALER = 'HON0008';

const SIZE_RANGE: Readonly<Record<DealerSize, [number, number]>> = { SMALL: [40, 150], MEDIUM: [120, 350], LARGE: [300, 700] };

/** Dealers with every field of business-areas §3, and the dealer master file as received. */
export async function seedDealers({ db, prng, clock }: SeedStep, geography: Geography, catalogue: Catalogue): Promise<DealerRecord[]> {
  const demoCodes = new Set(DEMO_USERS.flatMap((user) => user.dealerCodes));
  const groupCodes = new Set(DEMO_USERS.filter((user) => user.role === 'Dealer Group').flatMap((user) => user.dealerCodes));
  const dealers: DealerRecord[] = [];
  const rows: Row<'dealers'>[] = [];
  const contactRows: Row<'dealerContacts'>[] = [];
  const billingRows: Row<'dealerBillingContacts'>[] = [];
  const hourRows: Row<'dealerBusinessHours'>[] = [];
  const holidayRows: Row<'dealerHolidays'>[] = [];
  const dmfRows: Row<'dmfRecords'>[] = [];

  for (const oem of OEMS) {
    const cities = oem.country === 'US' ? US_CITIES : CA_CITIES;
    const oemPrng = prng.fork(oem.code);
    const usedNames = new Set<string>();
    for (let n = 1; n <= oem.dealerCount; n += 1) {
      const id = dealers.length + 1;
      const code = `${oem.dealerCodePrefix}${String(n).padStart(4, '0')}`;
      const demo = demoCodes.has(code);
      const city = oemPrng.pick(cities);
      const place = oemPrng.pick(geography.zipsByCity.get(city) ?? []);
      const testDealer = oem.portalOem && n === oem.dealerCount;
      const name = testDealer ? `ZZ Test ${oem.make} Dealer` : uniqueName(oemPrng, oem, city, usedNames);
      const slug = emailLocalPart(name).replace(/\./g, '');
      const status: DealerStatus =
        demo || testDealer
          ? 'ACTIVE'
          : oemPrng.weighted<DealerStatus>([['ACTIVE', 80], ['PAUSED', 5], ['ON_HOLD', 4], ['OPTED_OUT', 3], ['INACTIVE', 5], ['CANCELLED', 3]]);
      const size: DealerSize = code === 'HON0001' ? 'LARGE' : oemPrng.weighted<DealerSize>([['SMALL', 40], ['MEDIUM', 40], ['LARGE', 20]]);
      const [low, high] = SIZE_RANGE[size];
      const crmIds = catalogue.crmProvidersByOem.get(oem.id) ?? [];
      const crmProviderId = crmIds.length > 0 && (demo || oemPrng.chance(0.85)) ? oemPrng.pick(crmIds) : null;
      const { regionId, districtId } = geography.placeOf(oem.id, city);
      const phone = phoneOf(oemPrng, city);
      const outstandingAccount = code === OUTSTANDING_DEMO_DEALER || (!demo && oemPrng.chance(0.05));
      const createdAt = clock.daysAgo(oemPrng.int(200, 900));
      const metered = demo || oemPrng.chance(0.5);
      rows.push({
        id,
        code,
        name,
        oemId: oem.id,
        status,
        inactivationType: status === 'INACTIVE' ? ('INACTIVATION' as const) : status === 'CANCELLED' ? ('CANCELLATION' as const) : null,
        statusReason: status === 'ACTIVE' ? null : oemPrng.pick(STATUS_REASONS[status]),
        statusChangedAt: status === 'ACTIVE' ? createdAt : clock.daysAgo(oemPrng.int(5, 150)),
        size,
        regionId,
        districtId,
        market: `${city.name} DMA`,
        country: oem.country,
        crmProviderId,
        dealerGroup: groupCodes.has(code) ? DEMO_DEALER_GROUP : oemPrng.chance(0.3) ? oemPrng.pick(DEALER_GROUPS) : null,
        testDealer,
        evDealer: demo || oemPrng.chance(0.4),
        outstandingAccount,
        websiteUrl: `https://www.${slug}.example.com`,
        address: `${oemPrng.int(100, 9999)} ${oemPrng.pick(STREETS)}`,
        city: city.name,
        state: city.state,
        zip: place.zip,
        phone,
        email: `sales@${slug}.example.com`,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: TIME_ZONE_OF_STATE[city.state] ?? 'America/Chicago',
        newInventory: oemPrng.int(low, high),
        usedInventory: oemPrng.int(Math.round(low / 2), Math.round(high / 2)),
        cpoInventory: oemPrng.int(Math.round(low / 8), Math.round(high / 5)),
        monthlyNewSales: oemPrng.int(Math.round(low / 4), Math.round(high / 3)),
        monthlyUsedSales: oemPrng.int(Math.round(low / 6), Math.round(high / 4)),
        monthlyCpoSales: oemPrng.int(Math.round(low / 20), Math.round(high / 10)),
        maxMeteredLeadsPerCycle: metered ? oemPrng.int(1, 10) * 5 : null,
        meteringCycleHours: metered ? oemPrng.pick([24, 48, 72, 168]) : null,
        createdAt,
        updatedAt: clock.daysAgo(oemPrng.int(1, 60)),
      });

      const contactCount = demo ? MAX_DEALER_CONTACTS : oemPrng.weighted([[1, 20], [2, 35], [3, 25], [4, 12], [MAX_DEALER_CONTACTS, 8]]);
      const titles = oemPrng.sample(CONTACT_TITLES, contactCount);
      let contactEmail = `sales@${slug}.example.com`;
      for (let position = 1; position <= contactCount; position += 1) {
        const first = oemPrng.pick(FIRST_NAMES);
        const last = oemPrng.pick(LAST_NAMES);
        const email = `${emailLocalPart(first, last)}@${slug}.example.com`;
        if (position === 1) contactEmail = email;
        contactRows.push({
          dealerId: id,
          position,
          name: `${first} ${last}`,
          title: titles[position - 1] ?? 'Sales Manager',
          email,
          phone: phoneOf(oemPrng, city),
        });
      }

      const billingCount = demo ? MAX_BILLING_CONTACTS : oemPrng.weighted([[1, 60], [2, 30], [MAX_BILLING_CONTACTS, 10]]);
      for (let position = 1; position <= billingCount; position += 1) {
        const first = oemPrng.pick(FIRST_NAMES);
        const last = oemPrng.pick(LAST_NAMES);
        billingRows.push({
          dealerId: id,
          position,
          name: `${first} ${last}`,
          email: `billing${position > 1 ? position : ''}@${slug}.example.com`,
          phone: phoneOf(oemPrng, city),
          address: `${oemPrng.int(100, 9999)} ${oemPrng.pick(STREETS)}`,
          city: city.name,
          state: city.state,
          zip: place.zip,
          country: city.country.toLowerCase(),
        });
      }

      const weekdayClose = oemPrng.pick(['19:00', '20:00', '21:00']);
      const sundayOpen = oemPrng.chance(0.4);
      for (let weekday = 1; weekday <= 7; weekday += 1) {
        if (weekday <= 5) hourRows.push({ dealerId: id, weekday, closed: false, opensAt: '09:00', closesAt: weekdayClose });
        else if (weekday === 6) hourRows.push({ dealerId: id, weekday, closed: false, opensAt: '09:00', closesAt: '18:00' });
        else hourRows.push({ dealerId: id, weekday, closed: !sundayOpen, opensAt: sundayOpen ? '11:00' : null, closesAt: sundayOpen ? '17:00' : null });
      }

      for (const [holidayDate, holidayName] of holidaysOf(oem.country, clock.year)) {
        if (demo || oemPrng.chance(0.8)) holidayRows.push({ dealerId: id, holidayDate, name: holidayName });
      }

      // The feed's record sometimes differs from the dealer's own (the reason for manual correction).
      const garbled = !demo && oemPrng.chance(0.15);
      dmfRows.push({
        dealerId: id,
        name: garbled ? name.toUpperCase().replace(/ OF /, ' ') : name,
        address: garbled ? `${oemPrng.int(100, 9999)} ${oemPrng.pick(STREETS)}` : (rows[rows.length - 1]?.address ?? null),
        city: city.name,
        state: city.state,
        zip: garbled ? oemPrng.pick(geography.zipsByCity.get(city) ?? [place]).zip : place.zip,
        country: city.country,
        phone,
        latitude: place.latitude,
        longitude: place.longitude,
        receivedAt: clock.daysAgo(oemPrng.int(1, 30)),
      });

      dealers.push({
        id,
        code,
        name,
        oemId: oem.id,
        oem,
        country: oem.country,
        city,
        place,
        status,
        size,
        slug,
        websiteUrl: `https://www.${slug}.example.com`,
        phone,
        crmProviderId,
        demo,
        testDealer,
        outstandingAccount,
        contactEmail,
      });
    }
  }

  await insertRows(db, 'dealers', rows);
  await insertRows(db, 'dealerContacts', contactRows);
  await insertRows(db, 'dealerBillingContacts', billingRows);
  await insertRows(db, 'dealerBusinessHours', hourRows);
  await insertRows(db, 'dealerHolidays', holidayRows);
  await insertRows(db, 'dmfRecords', dmfRows);
  return dealers;
}

const STATUS_REASONS: Readonly<Record<Exclude<DealerStatus, 'ACTIVE'>, readonly string[]>> = {
  PAUSED: ['Seasonal pause requested by the dealer', 'Website rebuild in progress'],
  ON_HOLD: ['Awaiting updated billing information', 'Ownership change under review'],
  OPTED_OUT: ['Dealer chose another marketing program', 'Budget constraints'],
  INACTIVE: ['Dealer requested inactivation', 'Store closed for renovation'],
  CANCELLED: ['Dealership sold', 'Franchise agreement ended'],
};

function uniqueName(prng: SeedStep['prng'], oem: OemSeed, city: City, used: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const style = prng.pick(NAME_STYLES);
    const name =
      style === 'city'
        ? `${city.name} ${oem.make}`
        : style === 'family'
          ? `${prng.pick(LAST_NAMES)} ${oem.make}`
          : style === 'of'
            ? `${oem.make} of ${city.name}`
            : `${prng.pick(ADJECTIVES)} ${oem.make}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const fallback = `${prng.pick(LAST_NAMES)} ${oem.make} of ${city.name} ${used.size + 1}`;
  used.add(fallback);
  return fallback;
}

/** A fictional number: the 555-01xx block is reserved for fiction. */
function phoneOf(prng: SeedStep['prng'], city: City): string {
  return `(${city.areaCode}) 555-01${prng.digits(2)}`;
}
