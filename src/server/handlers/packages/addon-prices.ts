/**
 * Add-on prices (dwc/addonSubscription/prices/{api}): the OEM's price of each add-on of one
 * pricing service, free when a primary offer includes it, `required` ones only when asked. The
 * services group the add-ons of business-areas §3 as the portal's screens sell them; an unknown
 * service is a 404. The page type names the screen asking; every screen of an OEM sees the same
 * prices, so it narrows nothing today.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';

type AddonPrice = components['schemas']['AddonPrice'];

/** Pricing service → add-on ids (business-areas §3: DWS 19 … EVHUB 1035). */
export const PRICING_SERVICES: Readonly<Record<string, readonly number[]>> = {
  smartleads: [28, 27, 24, 25],
  website: [19, 20, 21, 23, 24, 25, 26, 27, 28, 1035],
  digitaldealer: [22, 25],
};

export async function addonPrices(
  db: Kysely<Database>,
  request: { api: string; oemId: number; primaryOffers: readonly number[]; requiredOnly: boolean },
): Promise<AddonPrice[]> {
  const addonIds = PRICING_SERVICES[request.api.toLowerCase()];
  if (!addonIds) throw notFound(`There is no pricing service "${request.api}"; use one of ${Object.keys(PRICING_SERVICES).join(', ')}.`);
  let query = db
    .selectFrom('addonPrices')
    .innerJoin('addons', 'addons.id', 'addonPrices.addonId')
    .select(['addonPrices.addonId', 'addons.name', 'addonPrices.monthlyPrice', 'addonPrices.setupFee', 'addonPrices.required', 'addonPrices.includedWithOfferTypeIds'])
    .where('addonPrices.oemId', '=', request.oemId)
    .where('addonPrices.addonId', 'in', [...addonIds])
    .orderBy('addons.name');
  if (request.requiredOnly) query = query.where('addonPrices.required', '=', true);
  const rows = await query.execute();
  return rows.map((row) => {
    const included = row.includedWithOfferTypeIds.some((id) => request.primaryOffers.includes(id));
    return {
      addonId: row.addonId as AddonPrice['addonId'],
      name: row.name,
      monthlyPrice: included ? 0 : row.monthlyPrice,
      setupFee: included ? 0 : row.setupFee,
      required: row.required,
      includedWithOfferTypeIds: row.includedWithOfferTypeIds as AddonPrice['includedWithOfferTypeIds'],
    };
  });
}
