/**
 * A dealer's classification (contract DealerPropertiesUpdate): size, region, district, market,
 * country, CRM, group, test dealer, EV dealer. Only what is sent changes; null (or blank text)
 * clears. Region, district and CRM are named by code or name and must be the dealer's OEM's;
 * a district must lie in the region, and a region change drops a district that does not.
 */
import type { Transaction, Updateable } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { FieldError } from '../../../../rules/core.ts';
import type { Database } from '../../../db/schema/database.ts';
import type { DealersTable } from '../../../db/schema/dealers.ts';
import { ValidationError } from '../../../http/http-error.ts';
import { storedCountryOf } from './dealer-country.ts';
import { fieldError } from '../../../kernel/field-errors.ts';

type DealerPropertiesUpdate = components['schemas']['DealerPropertiesUpdate'];

export interface DealerBeingClassified {
  id: number;
  oemId: number;
  regionId: number | null;
  districtId: number | null;
}

const has = <K extends keyof DealerPropertiesUpdate>(change: DealerPropertiesUpdate, key: K) => Object.hasOwn(change, key);
const cleared = (value: string | null | undefined) => {
  const text = value?.trim();
  return text === undefined || text === '' ? null : text;
};

/** Resolves and writes the change inside `trx`; a ValidationError (nothing written) lists every problem. */
export async function writeDealerProperties(
  trx: Transaction<Database>,
  dealer: DealerBeingClassified,
  change: DealerPropertiesUpdate,
  now: Date,
): Promise<void> {
  const errors: FieldError[] = [];
  const set: Updateable<DealersTable> = { updatedAt: now };

  let regionId = dealer.regionId;
  if (has(change, 'region')) {
    const code = cleared(change.region);
    if (code === null) regionId = null;
    else {
      const region = await trx.selectFrom('regions').select('id').where('oemId', '=', dealer.oemId).where('code', '=', code).executeTakeFirst();
      if (region) regionId = region.id;
      else errors.push(fieldError('region', 'INVALID_VALUE', { message: `The dealer's OEM has no region ${code}.` }));
    }
    set.regionId = regionId;
  }

  if (has(change, 'district')) {
    const code = cleared(change.district);
    if (code === null) set.districtId = null;
    else if (regionId === null) errors.push(fieldError('district', 'INVALID_VALUE', { message: 'Choose the region of the district first.' }));
    else {
      const district = await trx.selectFrom('districts').select('id').where('regionId', '=', regionId).where('code', '=', code).executeTakeFirst();
      if (district) set.districtId = district.id;
      else errors.push(fieldError('district', 'INVALID_VALUE', { message: `The region has no district ${code}.` }));
    }
  } else if (regionId !== dealer.regionId && dealer.districtId !== null) {
    const kept = regionId === null
      ? undefined
      : await trx.selectFrom('districts').select('id').where('id', '=', dealer.districtId).where('regionId', '=', regionId).executeTakeFirst();
    if (!kept) set.districtId = null;
  }

  if (has(change, 'crm')) {
    const name = cleared(change.crm);
    if (name === null) set.crmProviderId = null;
    else {
      const crm = await trx
        .selectFrom('crmProviders')
        .innerJoin('crmProviderOems', 'crmProviderOems.crmProviderId', 'crmProviders.id')
        .select('crmProviders.id')
        .where('crmProviderOems.oemId', '=', dealer.oemId)
        .where((eb) => eb(eb.fn('lower', ['crmProviders.name']), '=', name.toLowerCase()))
        .executeTakeFirst();
      if (crm) set.crmProviderId = crm.id;
      else errors.push(fieldError('crm', 'INVALID_VALUE', { message: `${name} is not a CRM of the dealer's OEM.` }));
    }
  }

  // One of the contract's DealerSize values, or null to clear it (the request is already validated).
  if (has(change, 'size')) set.size = change.size ?? null;
  if (has(change, 'market')) set.market = cleared(change.market);
  if (has(change, 'group')) set.dealerGroup = cleared(change.group);
  if (change.country !== undefined) set.country = storedCountryOf(change.country);
  if (change.testDealer !== undefined) set.testDealer = change.testDealer;
  if (change.evDealer !== undefined) set.evDealer = change.evDealer;

  if (errors.length > 0) throw new ValidationError(errors);
  await trx.updateTable('dealers').set(set).where('id', '=', dealer.id).execute();
}
