/**
 * A provider's program sheet (the "offer sheet" link of the packages area's provider page,
 * business-areas §7 `dwc/addonOfferProvider/pdfUrl`). A provider that publishes its own sheet
 * has its address in `offer_providers.pdf_url`; for the others (all of the demo's providers,
 * which are fictitious and have no website to host one) the portal writes the sheet itself from
 * its catalogue: who the provider is and what it offers the OEM's dealers at which monthly
 * price, so the sheet never disagrees with the packages screens and nothing points at a host
 * that does not exist (`npm start` works offline).
 *
 * The browser opens the sheet in a new window without the bearer token, so its address is
 * signed like the resources library's files (tools/resources/signed-file-url.ts): only the
 * packages area's calls hand it out, after their own checks (dealer, dealer group or
 * impersonating admin, provider offered to the dealer's OEM); the signature binds the provider,
 * the OEM and the expiry, and the sheet is still refused once the provider stops being offered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { findOffers, type Offer } from './offers.ts';

/** How long a handed-out address stays valid: long enough to read the provider page and click. */
export const PROGRAM_SHEET_LINK_TTL_SECONDS = 60 * 60;

export const PROGRAM_SHEET_NOT_VALID = 'This link is not valid or has expired; open the provider again from the packages page.';

function signatureOf(secret: Buffer, providerId: number, oemId: number, expires: number): string {
  return createHmac('sha256', secret).update(`program-sheet:${providerId}:${oemId}:${expires}`).digest('hex');
}

/** The sheet's signed path for the dealers of `oemId`. */
export function programSheetPath(secret: Buffer, providerId: number, oemId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PROGRAM_SHEET_LINK_TTL_SECONDS;
  return `/api/portal/dwc/addonOfferProvider/programSheet/${providerId}?oemId=${oemId}&expires=${expires}&signature=${signatureOf(secret, providerId, oemId, expires)}`;
}

export function isValidProgramSheetSignature(secret: Buffer, providerId: number, oemId: number, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, providerId, oemId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const KIND_TITLES: Record<Offer['kind'], string> = {
  BUNDLE: 'Full Service bundles',
  PACKAGE: 'Mix & Match packages',
  ADDITIONAL: 'Additional services',
};

interface SheetFacts {
  providerName: string;
  description: string | null;
  oemName: string;
  currency: string;
  offers: readonly Offer[];
  asOf: string;
}

async function renderSheet(facts: SheetFacts): Promise<Buffer> {
  // Loaded on first use, as the report exports do: most server workers never write a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: facts.currency });
  return new Promise((resolve, reject) => {
    const title = `${facts.providerName} program sheet`;
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Author: 'SmartPortal', Subject: `${facts.oemName} dealers` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(facts.providerName);
    doc.font('Helvetica').fontSize(12).fillColor('#555555').text(`Program sheet for ${facts.oemName} dealers, prices as of ${facts.asOf}`);
    doc.fillColor('black').moveDown();
    if (facts.description) doc.fontSize(11).text(facts.description).moveDown();
    for (const kind of Object.keys(KIND_TITLES) as Offer['kind'][]) {
      const offers = facts.offers.filter((offer) => offer.kind === kind);
      if (offers.length === 0) continue;
      doc.font('Helvetica-Bold').fontSize(14).text(KIND_TITLES[kind]).moveDown(0.3);
      for (const offer of offers) {
        doc.font('Helvetica-Bold').fontSize(11).text(`${offer.name}: ${money.format(offer.price)} a month`);
        doc.font('Helvetica').fontSize(10);
        if (offer.description) doc.text(offer.description);
        for (const addon of offer.optionalAddons) doc.text(`Optional: ${addon.name}, ${money.format(addon.price)} a month`, { indent: 14 });
        doc.moveDown(0.4);
      }
      doc.moveDown(0.4);
    }
    if (facts.offers.length === 0) doc.fontSize(11).text(`${facts.providerName} has no packages on offer to ${facts.oemName} dealers at the moment.`).moveDown();
    doc.font('Helvetica').fontSize(10).fillColor('#555555');
    doc.text('Enroll, change or cancel packages on the Manage Packages and Addon Enrollments page of the portal; prices are monthly and billed to the billing profile on file.');
    doc.text('Questions about this program: the Contact Us page of the portal.');
    doc.end();
  });
}

/** The sheet of `providerId` for `oemId`'s dealers; 404 once the provider is no longer offered to that OEM. */
export async function programSheet(db: Kysely<Database>, providerId: number, oemId: number, asOf: string): Promise<{ fileName: string; content: Buffer }> {
  const provider = await db
    .selectFrom('offerProviders')
    .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
    .innerJoin('oems', 'oems.id', 'offerProviderOems.oemId')
    .select(['offerProviders.name', 'offerProviders.description', 'oems.name as oemName', 'oems.currency'])
    .where('offerProviders.id', '=', providerId)
    .where('offerProviderOems.oemId', '=', oemId)
    .executeTakeFirst();
  if (!provider) throw notFound(PROGRAM_SHEET_NOT_VALID);
  const offers = await findOffers(db, { oemId, offerProviderId: providerId });
  const content = await renderSheet({
    providerName: provider.name,
    description: provider.description,
    oemName: provider.oemName,
    currency: provider.currency,
    offers,
    asOf,
  });
  return { fileName: `${provider.name} - ${provider.oemName} program sheet.pdf`, content };
}
