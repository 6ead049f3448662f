/**
 * The End User License Agreement the Manage Packages change dialog links (business-areas §3
 * `linkEULA`). The catalogue keeps which agreement each OEM's dealers accept (eula_documents:
 * version, publication date) but no document to serve, so the portal writes it itself, as it
 * writes program sheets (program-sheet.ts): the OEM's agreement, its version and date, the
 * providers whose packages it covers (the catalogue's, so it never disagrees with the packages
 * screens) and its terms, in the caller's language (src/i18n packages catalogue, PKG_EULA_DOC_*).
 * An agreement published at an address of its own (an absolute `url`) is linked there instead.
 *
 * The browser opens it in a new window without the bearer token, so its address is signed:
 * only getSubscriptionOptions and the DWCP enrollment form (getDwcpEnrollmentForm, its terms)
 * hand it out, after their own checks; the signature binds the agreement, the language and the
 * expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { en, fr } from '../../../i18n/catalogues.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';

export type EulaLanguage = 'ENGLISH' | 'FRENCH';

/** How long a handed-out address stays valid: long enough to read the dialog and click. */
export const EULA_LINK_TTL_SECONDS = 60 * 60;

export const EULA_LINK_NOT_VALID = 'This link is not valid or has expired; open the package change again from the packages page.';

const PUBLISHED_ELSEWHERE = /^https?:\/\//i;

function signatureOf(secret: Buffer, documentId: number, language: EulaLanguage, expires: number): string {
  return createHmac('sha256', secret).update(`eula:${documentId}:${language}:${expires}`).digest('hex');
}

/** The agreement's signed path in `language`. */
export function eulaDocumentPath(secret: Buffer, documentId: number, language: EulaLanguage, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + EULA_LINK_TTL_SECONDS;
  return `/api/portal/dwc/eula/${documentId}?language=${language}&expires=${expires}&signature=${signatureOf(secret, documentId, language, expires)}`;
}

export function isValidEulaSignature(secret: Buffer, documentId: number, language: EulaLanguage, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, documentId, language, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the dialog links an agreement: where it is published, else the portal's signed address. */
export function eulaLink(stored: string, signedAddress: () => string): string {
  return PUBLISHED_ELSEWHERE.test(stored) ? stored : signedAddress();
}

/** The language the caller reads the portal in (the impersonated user's while an admin impersonates). */
export async function readerLanguage(db: Kysely<Database>, userId: number): Promise<EulaLanguage> {
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return user?.language === 'FRENCH' ? 'FRENCH' : 'ENGLISH';
}

interface AgreementFacts {
  oemName: string;
  version: string;
  published: Date;
  providers: string[];
}

async function renderAgreement(facts: AgreementFacts, language: EulaLanguage): Promise<{ title: string; content: Buffer }> {
  const catalogue: Readonly<Record<string, string>> = language === 'FRENCH' ? fr : en;
  const english: Readonly<Record<string, string>> = en;
  const text = (key: string, values: Record<string, string> = {}) =>
    (catalogue[key] ?? english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const date = new Intl.DateTimeFormat(language === 'FRENCH' ? 'fr-CA' : 'en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(facts.published);
  const title = `${text('PKG_EULA_DOC_TITLE')} - ${facts.oemName} ${facts.version}`;
  // Loaded on first use, as the report exports do: most server workers never write a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const content = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Author: 'SmartPortal', Subject: `${facts.oemName} ${facts.version}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(text('PKG_EULA_DOC_TITLE'));
    doc.font('Helvetica').fontSize(12).fillColor('#555555').text(text('PKG_EULA_DOC_SUBTITLE', { oem: facts.oemName, version: facts.version, date }));
    doc.fillColor('black').moveDown();
    doc.fontSize(11);
    doc.text(facts.providers.length > 0 ? text('PKG_EULA_DOC_PROVIDERS', { providers: facts.providers.join(', ') }) : text('PKG_EULA_DOC_NO_PROVIDERS', { oem: facts.oemName })).moveDown();
    for (const key of ['PKG_EULA_DOC_TERMS_1', 'PKG_EULA_DOC_TERMS_2', 'PKG_EULA_DOC_TERMS_3', 'PKG_EULA_DOC_TERMS_4', 'PKG_EULA_DOC_TERMS_5']) {
      doc.text(text(key, { oem: facts.oemName })).moveDown(0.6);
    }
    doc.moveDown(0.4).font('Helvetica-Bold').text(text('PKG_EULA_DOC_ACCEPTANCE', { accept: text('PKG_FIELD_ACCEPT_EULA') }));
    doc.end();
  });
  return { title, content };
}

/** The agreement `documentId` written in `language`; 404 when it no longer exists. */
export async function eulaDocument(db: Kysely<Database>, documentId: number, language: EulaLanguage): Promise<{ fileName: string; content: Buffer }> {
  const agreement = await db
    .selectFrom('eulaDocuments')
    .innerJoin('oems', 'oems.id', 'eulaDocuments.oemId')
    .select(['eulaDocuments.oemId', 'eulaDocuments.version', 'eulaDocuments.publishedAt', 'oems.name as oemName'])
    .where('eulaDocuments.id', '=', documentId)
    .executeTakeFirst();
  if (!agreement) throw notFound(EULA_LINK_NOT_VALID);
  const providers = await db
    .selectFrom('offerProviders')
    .innerJoin('offerProviderOems', 'offerProviderOems.offerProviderId', 'offerProviders.id')
    .select('offerProviders.name')
    .where('offerProviderOems.oemId', '=', agreement.oemId)
    .orderBy('offerProviders.name')
    .execute();
  const { title, content } = await renderAgreement(
    { oemName: agreement.oemName, version: agreement.version, published: agreement.publishedAt, providers: providers.map((row) => row.name) },
    language,
  );
  return { fileName: `${title}.pdf`, content };
}
