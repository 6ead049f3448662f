import { CERTIFICATION_OEMS, CERTIFICATION_SECTIONS } from './data/certification-content.ts';
import { OEMS } from './data/oems.ts';
import type { SeedStep } from './seed-context.ts';

export const CERTIFICATION_PAGE = 'digitalCertification';

/**
 * The Digital Certification CMS pages: one per certifying OEM (its name in the texts) and a
 * shared one (oemId null) the other OEMs read, each a header and a text per section, in English
 * and French, editable by CMS editors like every CMS page.
 */
export async function seedCertificationPages({ db, clock }: Pick<SeedStep, 'db' | 'clock'>): Promise<void> {
  // Ids follow the CMS seed's explicit ones (identity sequences move past them at the end of the seed).
  const [page, block] = await Promise.all([
    db.selectFrom('cmsPages').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow(),
    db.selectFrom('cmsBlocks').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow(),
  ]);
  let pageId = Number(page.max ?? 0);
  let blockId = Number(block.max ?? 0);
  const updatedAt = clock.daysAgo(30);
  const owners = [
    { oemId: null, brand: { en: 'SmartPortal', fr: 'SmartPortal' } },
    ...CERTIFICATION_OEMS.flatMap((code) => {
      const oem = OEMS.find((candidate) => candidate.code === code);
      return oem ? [{ oemId: oem.id, brand: { en: oem.name, fr: oem.name } }] : [];
    }),
  ];
  for (const owner of owners) {
    pageId += 1;
    await db
      .insertInto('cmsPages')
      .values({ id: pageId, humanReadableId: CERTIFICATION_PAGE, oemId: owner.oemId, title: `${owner.brand.en} Digital Certification` })
      .execute();
    const rows = (['EN', 'FR'] as const).flatMap((language) =>
      CERTIFICATION_SECTIONS.flatMap(([humanReadableId, header, text], index) => {
        const pick = (value: { en: string; fr: string }) =>
          (language === 'EN' ? value.en : value.fr).replaceAll('{brand}', language === 'EN' ? owner.brand.en : owner.brand.fr);
        const common = { pageId, parentId: null, language, imageFormatId: null, status: null, updatedAt, updatedByUserId: null };
        return [
          { ...common, id: ++blockId, humanReadableId, type: 'HEADER' as const, content: pick(header), blockOrder: index * 2 + 1 },
          { ...common, id: ++blockId, humanReadableId: `${humanReadableId}-text`, type: 'TEXT' as const, content: pick(text), blockOrder: index * 2 + 2 },
        ];
      }),
    );
    await db.insertInto('cmsBlocks').values(rows).execute();
  }
}
