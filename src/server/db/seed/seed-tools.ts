import { sql } from 'kysely';
import { DEMO_UNSUBSCRIBE_LINK } from './data/demo-links.ts';
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
};

/**
 * What the tools screens need beyond the library-and-logs seed: a real file for every document
 * resource (a PDF, a Word document, an Excel workbook or a zip of images, named after the
 * resource; presentations are published as PDF handouts) with the resource's size set to it,
 * and the demo dealer's fixed unsubscribe link (data/demo-links.ts).
 */
export async function seedTools({ db, clock }: SeedStep): Promise<void> {
  const resources = await db.selectFrom('resources').select(['id', 'name', 'description', 'url', 'language']).orderBy('id').execute();
  const files: { resourceId: number; fileName: string; contentType: string; content: string }[] = [];
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
    const content =
      extension === 'docx'
        ? await wordDocument(resource.name, lines)
        : extension === 'xlsx'
          ? await spreadsheetDocument(resource.name, monthsBefore(clock.reference, 12))
          : extension === 'zip'
            ? await imageArchive(resource.name, ['#1f4e79', '#2e7d32', '#b71c1c', '#4a148c'])
            : pdfDocument(resource.name, lines);
    files.push({ resourceId: resource.id, fileName: `${slug}.${extension}`, contentType: CONTENT_TYPES[extension]!, content: content.toString('hex') });
  }
  // bytea travels as hex text through the JSON batch (decode(…, 'hex')).
  if (files.length > 0) {
    const payload = JSON.stringify(files);
    await sql`insert into resource_files (resource_id, file_name, content_type, content)
      select (f->>'resourceId')::int, f->>'fileName', f->>'contentType', decode(f->>'content', 'hex')
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
}

/** The twelve months before the reference day, as 'YYYY-MM', oldest first. */
function monthsBefore(reference: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - (count - index), 1));
    return at.toISOString().slice(0, 7);
  });
}
