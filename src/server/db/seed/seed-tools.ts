import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { PROJECT_ROOT } from '../../server-config.ts';
import { DEMO_UNSUBSCRIBE_LINK } from './data/demo-links.ts';
import { PRIVACY_SECTIONS } from './data/privacy-policy.ts';
import type { SeedStep } from './seed-context.ts';
import { imageArchive, spreadsheetDocument, wordDocument } from './tools-files/office-documents.ts';
import { pdfDocument } from './tools-files/pdf-document.ts';

/** Where the library seed files a document resource (seed-library-and-logs.ts). */
const FILE_URL = /^\/resources\/files\/([^/]+)\.([a-z]+)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  webm: 'video/webm',
};

/**
 * The demo training video every video resource plays (made once by scripts/make-demo-video.sh
 * and committed, so neither install nor seed needs ffmpeg), with its captions per language.
 */
// From the root, not this module: the server bundle runs it from elsewhere (server-config.ts).
const VIDEO_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'seed', 'tools-files');
const trainingVideo = () => readFileSync(path.join(VIDEO_DIR, 'training-webinar.webm'));
const trainingCaptions = (language: string) => readFileSync(path.join(VIDEO_DIR, `training-webinar.${language === 'fr' ? 'fr' : 'en'}.vtt`), 'utf8');

/**
 * What the tools screens need beyond the library-and-logs seed: a real file for every document
 * resource (a PDF, a Word document, an Excel workbook or a zip of images, named after the
 * resource; presentations are published as PDF handouts) and video (the demo training video
 * with captions) with the resource's size set to it,
 * the demo dealer's fixed unsubscribe link (data/demo-links.ts), and the privacy policy page of
 * the CMS (data/privacy-policy.ts).
 */
export async function seedTools({ db, clock }: SeedStep): Promise<void> {
  const resources = await db.selectFrom('resources').select(['id', 'name', 'description', 'url', 'language']).orderBy('id').execute();
  const files: { resourceId: number; fileName: string; contentType: string; content: string; captions: string | null }[] = [];
  for (const resource of resources) {
    const match = FILE_URL.exec(resource.url);
    if (!match) continue;
    const [, slug, requested] = match as unknown as [string, string, string];
    const extension = requested in CONTENT_TYPES ? requested : 'pdf';
    const lines = [
      resource.description ?? '',
      resource.language === 'fr' ? `Mis à jour le ${clock.dateText(clock.reference)}.` : `Updated ${clock.dateText(clock.reference)}.`,
      'SmartPortal resources library.',
    ];
    if (extension === 'webm') {
      files.push({ resourceId: resource.id, fileName: `${slug}.webm`, contentType: CONTENT_TYPES.webm!, content: trainingVideo().toString('hex'), captions: trainingCaptions(resource.language) });
      continue;
    }
    const content =
      extension === 'docx'
        ? await wordDocument(resource.name, lines)
        : extension === 'xlsx'
          ? await spreadsheetDocument(resource.name, monthsBefore(clock.reference, 12))
          : extension === 'zip'
            ? await imageArchive(resource.name, ['#1f4e79', '#2e7d32', '#b71c1c', '#4a148c'])
            : pdfDocument(resource.name, lines);
    files.push({ resourceId: resource.id, fileName: `${slug}.${extension}`, contentType: CONTENT_TYPES[extension]!, content: content.toString('hex'), captions: null });
  }
  // bytea travels as hex text through the JSON batch (decode(…, 'hex')).
  if (files.length > 0) {
    const payload = JSON.stringify(files);
    await sql`insert into resource_files (resource_id, file_name, content_type, content, captions)
      select (f->>'resourceId')::int, f->>'fileName', f->>'contentType', decode(f->>'content', 'hex'), f->>'captions'
      from jsonb_array_elements(${payload}::jsonb) as f`.execute(db);
    await sql`update resources set file_size = octet_length(resource_files.content)
      from resource_files where resource_files.resource_id = resources.id`.execute(db);
  }

  const dealer = await db.selectFrom('users').select('id').where('loginName', '=', DEMO_UNSUBSCRIBE_LINK.loginName).executeTakeFirst();
  if (dealer) {
    await db
      .updateTable('notificationSubscriptions')
      .set({ id: DEMO_UNSUBSCRIBE_LINK.id })
      .where('userId', '=', dealer.id)
      .where('notificationType', '=', DEMO_UNSUBSCRIBE_LINK.notificationType)
      .execute();
  }

  await seedPrivacyPage({ db, clock });
}

/** The privacy route's CMS page: a header and a text per section, in English and French. */
async function seedPrivacyPage({ db, clock }: Pick<SeedStep, 'db' | 'clock'>): Promise<void> {
  // Ids follow the CMS seed's explicit ones (identity sequences move past them at the end of the seed).
  const [page, block] = await Promise.all([
    db.selectFrom('cmsPages').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow(),
    db.selectFrom('cmsBlocks').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow(),
  ]);
  const pageId = Number(page.max ?? 0) + 1;
  let blockId = Number(block.max ?? 0);
  await db.insertInto('cmsPages').values({ id: pageId, humanReadableId: 'privacy', oemId: null, title: 'Privacy policy' }).execute();
  const updatedAt = clock.daysAgo(30);
  const rows = (['EN', 'FR'] as const).flatMap((language) =>
    PRIVACY_SECTIONS.flatMap(([humanReadableId, header, text], index) => {
      const pick = (value: { en: string; fr: string }) => (language === 'EN' ? value.en : value.fr);
      const headerId = ++blockId;
      return [
        { id: headerId, pageId, humanReadableId, parentId: null, language, type: 'HEADER' as const, content: pick(header), blockOrder: index * 2 + 1, imageFormatId: null, status: null, updatedAt, updatedByUserId: null },
        { id: ++blockId, pageId, humanReadableId: `${humanReadableId}-text`, parentId: null, language, type: 'TEXT' as const, content: pick(text), blockOrder: index * 2 + 2, imageFormatId: null, status: null, updatedAt, updatedByUserId: null },
      ];
    }),
  );
  await db.insertInto('cmsBlocks').values(rows).execute();
}

/** The twelve months before the reference day, as 'YYYY-MM', oldest first. */
function monthsBefore(reference: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - (count - index), 1));
    return at.toISOString().slice(0, 7);
  });
}