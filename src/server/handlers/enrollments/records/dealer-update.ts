/**
 * Saving the dealer edit form (contract DealerUpdate): name, up to 5 contacts, up to 3 billing
 * contacts, inventory and sales data, business hours, holidays and metered-leads settings. The
 * contract has checked shapes, formats, ZIPs by country and the list limits; this checks what
 * it cannot see (blank-once-trimmed text, closing after opening, one holiday per date), then
 * replaces the lists in one transaction. Nothing is written when anything is wrong.
 */
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { FieldError } from '../../../../rules/core.ts';
import type { Database } from '../../../db/schema/database.ts';
import { ValidationError } from '../../../http/http-error.ts';
import { fieldError } from '../../../kernel/field-errors.ts';
import { WEEKDAYS, isoWeekdayOf } from './weekdays.ts';

type DealerUpdate = components['schemas']['DealerUpdate'];

const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());
const orNull = (value: string | undefined) => {
  const text = trimmed(value);
  return text === undefined || text === '' ? null : text;
};

function requireText(value: string, field: string, errors: FieldError[]): string {
  const text = value.trim();
  if (text === '') errors.push(fieldError(field, 'REQUIRED_FIELD'));
  return text;
}

/** The update with its text trimmed, or a ValidationError listing every problem. */
export function checkedDealerUpdate(update: DealerUpdate): DealerUpdate {
  const errors: FieldError[] = [];
  const name = requireText(update.name, 'name', errors);
  const contacts = update.contacts.map((contact, index) => ({
    name: requireText(contact.name, `contacts.${index}.name`, errors),
    title: requireText(contact.title, `contacts.${index}.title`, errors),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
  }));
  const billingContacts = update.billingContacts.map((contact, index) => ({
    ...contact,
    name: requireText(contact.name, `billingContacts.${index}.name`, errors),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
  }));
  for (const day of WEEKDAYS) {
    const hours = update.businessHours[day];
    // Same-day hours: 'HH:mm' strings compare in time order.
    if (!hours.closed && hours.open !== undefined && hours.close !== undefined && hours.close <= hours.open) {
      errors.push(fieldError(`businessHours.${day}.close`, 'INVALID_VALUE', { message: 'The closing time must be later than the opening time.' }));
    }
  }
  const seenDates = new Set<string>();
  const holidays = update.holidays.map((holiday, index) => {
    if (seenDates.has(holiday.date)) errors.push(fieldError(`holidays.${index}.date`, 'INVALID_VALUE', { message: 'There is already a holiday on this date.' }));
    seenDates.add(holiday.date);
    return { date: holiday.date, name: requireText(holiday.name, `holidays.${index}.name`, errors) };
  });
  if (errors.length > 0) throw new ValidationError(errors);
  return { ...update, name, contacts, billingContacts, holidays };
}

/** Writes a checked update to the dealer `dealerId` inside `trx`. */
export async function writeDealerUpdate(trx: Transaction<Database> | Kysely<Database>, dealerId: number, update: DealerUpdate, now: Date): Promise<void> {
  const inventory = Object.fromEntries(Object.entries(update.inventory).filter(([, value]) => value !== undefined));
  await trx
    .updateTable('dealers')
    .set({
      name: update.name,
      ...inventory,
      maxMeteredLeadsPerCycle: update.meteredLeads?.maxMeteredLeadsPerCycle ?? null,
      meteringCycleHours: update.meteredLeads?.meteringCycleHours ?? null,
      updatedAt: now,
    })
    .where('id', '=', dealerId)
    .execute();

  await trx.deleteFrom('dealerContacts').where('dealerId', '=', dealerId).execute();
  if (update.contacts.length > 0) {
    await trx
      .insertInto('dealerContacts')
      .values(update.contacts.map((contact, index) => ({ dealerId, position: index + 1, ...contact })))
      .execute();
  }

  await trx.deleteFrom('dealerBillingContacts').where('dealerId', '=', dealerId).execute();
  if (update.billingContacts.length > 0) {
    await trx
      .insertInto('dealerBillingContacts')
      .values(
        update.billingContacts.map((contact, index) => ({
          dealerId,
          position: index + 1,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          address: orNull(contact.address),
          city: orNull(contact.city),
          state: orNull(contact.state),
          zip: orNull(contact.zip),
          country: contact.country,
        })),
      )
      .execute();
  }

  await trx.deleteFrom('dealerBusinessHours').where('dealerId', '=', dealerId).execute();
  await trx
    .insertInto('dealerBusinessHours')
    .values(
      WEEKDAYS.map((day) => {
        const hours = update.businessHours[day];
        return hours.closed
          ? { dealerId, weekday: isoWeekdayOf(day), closed: true, opensAt: null, closesAt: null }
          : { dealerId, weekday: isoWeekdayOf(day), closed: false, opensAt: hours.open ?? null, closesAt: hours.close ?? null };
      }),
    )
    .execute();

  await trx.deleteFrom('dealerHolidays').where('dealerId', '=', dealerId).execute();
  if (update.holidays.length > 0) {
    await trx
      .insertInto('dealerHolidays')
      .values(update.holidays.map((holiday) => ({ dealerId, holidayDate: holiday.date, name: holiday.name })))
      .execute();
  }
}
