import { DEFAULT_IMAGE_FORMAT } from '../../../constants.ts';
import type { Selectable } from 'kysely';
import type { CmsBlocksTable } from '../schema/cms.ts';
import type { CmsBlockType, CmsLanguage } from '../vocabulary.ts';
import { insertRows } from './bulk-insert.ts';
import { ENROLL_STEPS, FAQ, HOME_HEADER, HOME_INTRO, HOW_TO_ENROLL_HEADER, SAMPLE_LOGO_SVG, TEASERS, type Bilingual } from './data/cms-content.ts';
import { OEMS } from './data/oems.ts';
import { stepBadgePng } from './data/step-badge-png.ts';
import type { SeedStep } from './seed-context.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

/** A seeded block: the table's row, with the id chosen here and no list-item status yet. */
type BlockRow = Omit<Selectable<CmsBlocksTable>, 'status' | 'updatedAt'> & { status: null; updatedAt: Date };

const stepBadgeFileName = (step: number) => `enroll-step-${step}.png`;

/** Pages shared by every OEM, plus home pages of their own for Honda and Genesis, in EN and FR. */
const OWN_HOME_PAGES = ['honda', 'genesis'];
const LOGO_FORMAT_ID = 1;
const LIST_IMAGE_FORMAT_ID = 2;

/**
 * CMS image formats, pages with page-teaser, FAQ and list-item blocks in English and French, a
 * pending draft for the editor, and the uploaded images the blocks show (the step badges) plus a logo.
 */
export async function seedCms({ db, clock }: SeedStep, users: UserRecord[]): Promise<void> {
  const editorId = users.find((user) => user.role === 'CMS Editor')?.id ?? null;
  await insertRows(db, 'cmsImageFormats', [
    {
      id: LOGO_FORMAT_ID,
      allowedFormat: DEFAULT_IMAGE_FORMAT.allowedFormat,
      maxWidth: DEFAULT_IMAGE_FORMAT.maxWidth,
      maxHeight: DEFAULT_IMAGE_FORMAT.maxHeight,
      maxFileSize: DEFAULT_IMAGE_FORMAT.maxFileSizeKb * 1000,
    },
    { id: LIST_IMAGE_FORMAT_ID, allowedFormat: 'png,jpg,jpeg', maxWidth: 600, maxHeight: 400, maxFileSize: 500 * 1000 },
  ]);

  const pages: { id: number; humanReadableId: string; oemId: number | null; title: string }[] = [];
  const blocks: BlockRow[] = [];
  const updatedAt = clock.daysAgo(20);
  const addBlock = (pageId: number, humanReadableId: string, language: CmsLanguage, type: CmsBlockType, content: string, blockOrder: number, parentId: number | null = null, imageFormatId: number | null = null) => {
    const id = blocks.length + 1;
    blocks.push({ id, pageId, humanReadableId, parentId, language, type, content, blockOrder, imageFormatId, status: null, updatedAt, updatedByUserId: editorId });
    return id;
  };
  const bothLanguages = (write: (language: CmsLanguage, pick: (text: Bilingual) => string) => void) => {
    write('EN', (text) => text.en);
    write('FR', (text) => text.fr);
  };

  const addHomePage = (oemId: number | null, brand: string | null) => {
    const pageId = pages.length + 1;
    pages.push({ id: pageId, humanReadableId: 'home', oemId, title: brand ? `${brand} home` : 'Home' });
    bothLanguages((language, pick) => {
      addBlock(pageId, 'home-header', language, 'HEADER', brand ? `${brand}: ${pick(HOME_HEADER)}` : pick(HOME_HEADER), 1);
      addBlock(pageId, 'home-intro', language, 'TEXT', pick(HOME_INTRO), 2);
      TEASERS.forEach(([humanReadableId, text], index) => addBlock(pageId, humanReadableId, language, 'PAGE_TEASER', pick(text), 10 + index));
    });
  };
  addHomePage(null, null);
  for (const code of OWN_HOME_PAGES) {
    const oem = OEMS.find((candidate) => candidate.code === code);
    if (oem) addHomePage(oem.id, oem.name);
  }

  const faqPageId = pages.length + 1;
  pages.push({ id: faqPageId, humanReadableId: 'faq', oemId: null, title: 'Frequently asked questions' });
  bothLanguages((language, pick) => {
    FAQ.forEach(([question, answer], index) => {
      const questionId = addBlock(faqPageId, `faq-${index + 1}-question`, language, 'FAQ_QUESTION', pick(question), index + 1);
      addBlock(faqPageId, `faq-${index + 1}-answer`, language, 'FAQ_ANSWER', pick(answer), 1, questionId);
    });
  });

  const enrollPageId = pages.length + 1;
  pages.push({ id: enrollPageId, humanReadableId: 'howToEnroll', oemId: null, title: 'How to enroll' });
  bothLanguages((language, pick) => {
    // The steps are the header's list: a new step goes under the same parent (§4.3 new items).
    const headerId = addBlock(enrollPageId, 'enroll-header', language, 'HEADER', pick(HOW_TO_ENROLL_HEADER), 1);
    ENROLL_STEPS.forEach((text, index) => {
      const itemId = addBlock(enrollPageId, `enroll-step-${index + 1}`, language, 'LIST_ITEM', pick(text), 10 + index, headerId);
      addBlock(enrollPageId, `enroll-step-${index + 1}-image`, language, 'IMAGE', `/cms/api/media/files/${stepBadgeFileName(index + 1)}`, 1, itemId, LIST_IMAGE_FORMAT_ID);
    });
  });

  await insertRows(db, 'cmsPages', pages);
  await insertRows(db, 'cmsBlocks', blocks);

  // A draft the editor has not published yet, on the shared home page's SmartLeads teaser.
  const teaser = blocks.find((block) => block.pageId === 1 && block.humanReadableId === 'teaser-smartleads' && block.language === 'EN');
  if (teaser) {
    await insertRows(db, 'cmsDrafts', [
      {
        id: 1,
        pageId: teaser.pageId,
        contentBlockId: teaser.id,
        humanReadableId: teaser.humanReadableId,
        parentId: null,
        language: teaser.language,
        type: teaser.type,
        content: 'Qualified shopper leads, delivered to your CRM in real time, within the budget you set.',
        blockOrder: teaser.blockOrder,
        imageFormatId: null,
        status: null,
        createdByUserId: editorId,
        createdAt: clock.daysAgo(1),
        updatedAt: clock.daysAgo(1),
      },
    ]);
  }

  const logo = Buffer.from(SAMPLE_LOGO_SVG, 'utf8');
  // The step pictures the "How to enroll" IMAGE blocks show (both languages share them).
  const stepBadges = ENROLL_STEPS.map((_, index) => {
    const content = stepBadgePng(index + 1);
    return {
      id: `00000000-0000-4000-8000-0000000001${String(index + 1).padStart(2, '0')}`,
      fileName: stepBadgeFileName(index + 1),
      originalName: stepBadgeFileName(index + 1),
      blockId: null,
      contentType: 'image/png',
      sizeBytes: content.length,
      content,
      uploadedByUserId: editorId,
      uploadedAt: clock.daysAgo(20),
    };
  });
  await insertRows(db, 'cmsMedia', [
    ...stepBadges,
    {
      id: '00000000-0000-4000-8000-000000000001',
      fileName: 'smartportal-logo.svg',
      originalName: 'smartportal-logo.svg',
      blockId: null,
      contentType: 'image/svg+xml',
      sizeBytes: logo.length,
      content: logo,
      uploadedByUserId: editorId,
      uploadedAt: clock.daysAgo(20),
    },
  ]);
}
