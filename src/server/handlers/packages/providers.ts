/**
 * A provider's page and PDF in the packages area: only providers offered to the dealer's OEM
 * exist for the dealer (404 otherwise), with that OEM's offers of the provider. The PDF is the
 * provider's own published sheet, else the one the portal writes (program-sheet.ts), at the
 * signed address `sheetAddress` makes.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { findOffers } from './offers.ts';
import type { PackageDealer } from './package-dealer.ts';

type ProviderInitialPageData = components['schemas']['ProviderInitialPageData'];

async function offeredProvider(db: Kysely<Database>, dealer: PackageDealer, id: number) {
  const provider = await db
    .selectFrom('offerProviders')
    .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
    .select(['offerProviders.id', 'offerProviders.name', 'offerProviders.description', 'offerProviders.logoUrl', 'offerProviders.websiteUrl', 'offerProviders.pdfUrl'])
    .where('offerProviders.id', '=', id)
    .where('offerProviderOems.oemId', '=', dealer.oemId)
    .executeTakeFirst();
  if (!provider) throw notFound(`Provider ${id} does not offer packages to dealer ${dealer.code}.`);
  return provider;
}

/** The signed address of the portal's program sheet of a provider for the dealer's OEM. */
export type SheetAddress = (providerId: number) => string;

/** Without a provider: the OEM's comparison sheet, which no OEM publishes yet (404). */
export async function providerPdfUrl(db: Kysely<Database>, dealer: PackageDealer, id: number | undefined, sheetAddress: SheetAddress): Promise<{ url: string }> {
  if (id === undefined) throw notFound('There is no provider comparison sheet for your manufacturer.');
  const provider = await offeredProvider(db, dealer, id);
  return { url: provider.pdfUrl ?? sheetAddress(provider.id) };
}

export async function providerInitialPageData(db: Kysely<Database>, dealer: PackageDealer, id: number, sheetAddress: SheetAddress): Promise<ProviderInitialPageData> {
  const provider = await offeredProvider(db, dealer, id);
  const [offers, notified] = await Promise.all([
    findOffers(db, { oemId: dealer.oemId, offerProviderId: id }),
    db.selectFrom('providerInterestNotifications').select('id').where('dealerId', '=', dealer.id).where('offerProviderId', '=', id).executeTakeFirst(),
  ]);
  return {
    offerProviderId: provider.id,
    name: provider.name,
    ...(provider.description ? { description: provider.description } : {}),
    logoUrl: provider.logoUrl,
    websiteUrl: provider.websiteUrl,
    pdfUrl: provider.pdfUrl ?? sheetAddress(provider.id),
    offers,
    interestNotified: notified !== undefined,
  };
}
