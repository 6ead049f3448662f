/**
 * POST /api/draft/save: one block's change as a draft (portal-shell §4.3). A draft changes a
 * published block (one pending draft per block; saving again replaces it), re-saves a new
 * block's earlier draft, or adds a new block under a parent. Moving is a swap with the
 * nearest neighbour that is not deleted, so the neighbour gets a draft too; both are written
 * in one transaction. Nothing shows to other users until the drafts are published.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../api/generated/cms.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { CmsBlockStatus, CmsBlockType, CmsLanguage } from '../../db/vocabulary.ts';
import { ValidationError, conflict, notFound } from '../../http/http-error.ts';
import type { FieldError } from '../../../rules/core.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import { cleanBlockContent } from './block-content.ts';
import { isDeleted, newItemOrders, planMove, STATUS_BEARING_TYPE, type MovePlan, type OrderedItem } from './list-order.ts';
import { allowedParentTypes, mayAddBlock, newBlockHri, ONE_PER_PARENT } from './new-block-rules.ts';
import { lockPage } from './page-lock.ts';
import { draftView, loadBlocks, loadDrafts, type BlockRecord, type CmsBlockView, type DraftRecord } from './page-content.ts';

export type DraftSaveRequest = components['schemas']['CmsDraftSaveRequest'];

/** Longest content a block stores (the contract's and the column's limit), checked again after cleaning. */
export const BLOCK_CONTENT_MAX_LENGTH = 20_000;

type Trx = Transaction<Database>;

/** What the save is about. */
type Target =
  | { kind: 'block'; block: BlockRecord; draft: DraftRecord | null }
  | { kind: 'new-draft'; draft: DraftRecord }
  | { kind: 'new'; parent: BlockRecord; type: CmsBlockType };

/** A draft refused for a reason only this editor can explain: the sentence says what to change. */
const refusal = (field: string, message: string, messageKey: FieldError['messageKey'] = 'INVALID_VALUE'): FieldError =>
  fieldError(field, messageKey, { message });

async function findBlock(trx: Trx, id: number): Promise<BlockRecord | undefined> {
  return (await loadBlocks(trx, { blockIds: [id] }))[0];
}

async function findDraft(trx: Trx, id: number): Promise<DraftRecord | undefined> {
  return (await loadDrafts(trx, { draftIds: [id] }))[0];
}

async function resolveTarget(trx: Trx, body: DraftSaveRequest): Promise<Target> {
  const onPage = (what: string, pageId: number) => {
    if (pageId !== body.pageId) throw conflict(`${what} belongs to page ${pageId}, not to page ${body.pageId}.`);
  };
  if (body.contentBlockId !== undefined) {
    const block = await findBlock(trx, body.contentBlockId);
    if (!block) throw notFound(`There is no CMS block ${body.contentBlockId}.`);
    onPage(`Block ${block.id}`, block.pageId);
    const [draft] = await loadDrafts(trx, { contentBlockIds: [block.id] });
    if (body.id !== undefined && draft?.id !== body.id) {
      throw conflict(`Draft ${body.id} is not the pending draft of block ${block.id}; it was published or discarded.`);
    }
    return { kind: 'block', block, draft: draft ?? null };
  }
  if (body.id !== undefined) {
    const draft = await findDraft(trx, body.id);
    if (!draft) throw notFound(`There is no pending draft ${body.id}; it may have been published or discarded.`);
    onPage(`Draft ${draft.id}`, draft.pageId);
    if (draft.contentBlockId === null) return { kind: 'new-draft', draft };
    const block = await findBlock(trx, draft.contentBlockId);
    if (!block) throw notFound(`There is no CMS block ${draft.contentBlockId}.`);
    return { kind: 'block', block, draft };
  }
  // The contract requires parent and type when neither a block nor a draft is named.
  const parent = await findBlock(trx, body.parent!);
  if (!parent) throw notFound(`There is no CMS block ${body.parent}.`);
  onPage(`Block ${parent.id}`, parent.pageId);
  return { kind: 'new', parent, type: body.type! };
}

/** The block as it would be after this save, before ordering. */
interface Shape {
  type: CmsBlockType;
  language: CmsLanguage;
  parentId: number | null;
  status: CmsBlockStatus | null;
}

function currentShape(target: Target): Shape {
  if (target.kind === 'new') return { type: target.type, language: target.parent.language, parentId: target.parent.id, status: null };
  const record = target.kind === 'block' ? (target.draft ?? target.block) : target.draft;
  return { type: record.type, language: record.language, parentId: record.parentId, status: record.status };
}

function checkShape(target: Target, body: DraftSaveRequest, shape: Shape, errors: FieldError[]): void {
  if (body.language !== shape.language) {
    errors.push(refusal('language', `The block's content is in ${shape.language}; a draft keeps its block's language.`));
  }
  if (target.kind === 'new') {
    if (!mayAddBlock(target.parent.type, target.type)) {
      const parents = allowedParentTypes(target.type);
      errors.push(
        refusal(
          'type',
          parents.length
            ? `A new ${target.type} block goes under a ${parents.join(' or ')} block, not under ${target.parent.type}.`
            : `${target.type} blocks cannot be added.`,
        ),
      );
    }
  } else {
    if (body.type !== undefined && body.type !== shape.type) errors.push(refusal('type', `The block is a ${shape.type} block; its kind cannot change.`));
    if (body.parent !== undefined && body.parent !== shape.parentId) errors.push(refusal('parent', 'A block cannot move to another parent.'));
  }
  if (body.status !== undefined && shape.type !== STATUS_BEARING_TYPE) {
    errors.push(refusal('status', 'Only list items can be marked DELETED or RESTORED.'));
  }
}

function cleanedContent(type: CmsBlockType, content: string, errors: FieldError[]): string {
  const cleaned = cleanBlockContent(type, content);
  if (!cleaned.ok) {
    errors.push(refusal('content', cleaned.message));
    return '';
  }
  if (cleaned.content.length > BLOCK_CONTENT_MAX_LENGTH) {
    errors.push(refusal('content', `Must be at most ${BLOCK_CONTENT_MAX_LENGTH} characters`, 'MAX_LENGTH'));
  }
  return cleaned.content;
}

type SiblingKey = `block:${number}` | `draft:${number}`;

/**
 * The siblings a block is ordered among, as the page will look once every pending draft is
 * published: blocks of the same kind under the same parent. Same kind, because a list's
 * items share their parent with its header on some pages; moving the first item up must
 * not swap it with the header, and a new first item goes before the items, not the header.
 */
async function effectiveSiblings(trx: Trx, pageId: number, parentId: number | null, language: CmsLanguage, type: CmsBlockType) {
  const published = (await loadBlocks(trx, { pageIds: [pageId], languages: [language], parentId })).filter((b) => b.type === type);
  const changes = await loadDrafts(trx, { contentBlockIds: published.map((b) => b.id) });
  const added = (await loadDrafts(trx, { pageIds: [pageId], languages: [language], parentId, onlyNew: true })).filter((d) => d.type === type);
  const changeOf = new Map(changes.map((d) => [d.contentBlockId, d]));
  const items: OrderedItem<SiblingKey>[] = [
    ...published.map((block) => {
      const effective = changeOf.get(block.id) ?? block;
      return { key: `block:${block.id}` as const, order: effective.blockOrder, deleted: isDeleted(effective.status) };
    }),
    ...added.map((d) => ({ key: `draft:${d.id}` as const, order: d.blockOrder, deleted: isDeleted(d.status) })),
  ];
  return { items, published, changeOf };
}

const keyOf = (target: Exclude<Target, { kind: 'new' }>): SiblingKey =>
  target.kind === 'block' ? `block:${target.block.id}` : `draft:${target.draft.id}`;

function moveError(plan: Extract<MovePlan<SiblingKey>, { kind: 'refused' }>): FieldError {
  if (plan.reason === 'deleted') return refusal('blockOrder', 'A deleted item keeps its place; restore it before moving it.');
  const others = plan.allowedOrders.slice(1);
  return refusal(
    'blockOrder',
    others.length
      ? `An item moves by swapping blockOrder with its nearest neighbour that is not deleted: ${others.join(' or ')} (or ${plan.allowedOrders[0]} to stay).`
      : `The item has no neighbour that is not deleted to swap with; its blockOrder stays ${plan.allowedOrders[0]}.`,
  );
}

interface DraftValues {
  content: string;
  blockOrder: number;
  status: CmsBlockStatus | null;
}

/** Inserts or replaces the pending draft of a published block, in one statement so two editors never create two. */
async function upsertBlockDraft(trx: Trx, block: BlockRecord, values: DraftValues, userId: number, now: Date, orderOnly = false): Promise<number> {
  const row = await trx
    .insertInto('cmsDrafts')
    .values({
      pageId: block.pageId,
      contentBlockId: block.id,
      humanReadableId: block.humanReadableId,
      parentId: block.parentId,
      language: block.language,
      type: block.type,
      content: values.content,
      blockOrder: values.blockOrder,
      imageFormatId: block.imageFormatId,
      status: values.status,
      createdByUserId: userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .column('contentBlockId')
        .where('contentBlockId', 'is not', null)
        .doUpdateSet(orderOnly ? { blockOrder: values.blockOrder, updatedAt: now } : { content: values.content, blockOrder: values.blockOrder, status: values.status, updatedAt: now }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function updateNewDraft(trx: Trx, draftId: number, values: Partial<DraftValues>, now: Date): Promise<void> {
  await trx.updateTable('cmsDrafts').set({ ...values, updatedAt: now }).where('id', '=', draftId).execute();
}

async function saveInTransaction(trx: Trx, caller: Caller, body: DraftSaveRequest, now: Date): Promise<CmsBlockView> {
  await lockPage(trx, body.pageId);
  const target = await resolveTarget(trx, body);
  const shape = currentShape(target);
  const errors: FieldError[] = [];
  checkShape(target, body, shape, errors);
  const content = cleanedContent(shape.type, body.content, errors);
  const status = body.status ?? shape.status;
  if (errors.length) throw new ValidationError(errors);

  const siblings = await effectiveSiblings(trx, body.pageId, shape.parentId, shape.language, shape.type);

  if (target.kind === 'new') {
    if (ONE_PER_PARENT.includes(target.type) && siblings.items.length > 0) {
      throw conflict(`Block ${target.parent.id} already has its ${target.type} block; change that one instead.`);
    }
    const { start, end } = newItemOrders(siblings.items.map((item) => item.order));
    if (body.blockOrder !== start && body.blockOrder !== end) {
      throw new ValidationError([
        refusal('blockOrder', `A new item goes at the beginning (blockOrder ${start}) or at the end (blockOrder ${end}).`),
      ]);
    }
    const row = await trx
      .insertInto('cmsDrafts')
      .values({
        pageId: body.pageId,
        contentBlockId: null,
        humanReadableId: newBlockHri(target.parent.humanReadableId, target.type, randomUUID().slice(0, 8)),
        parentId: target.parent.id,
        language: shape.language,
        type: target.type,
        content,
        blockOrder: body.blockOrder,
        imageFormatId: null,
        status,
        createdByUserId: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return draftView((await findDraft(trx, row.id))!);
  }

  const key = keyOf(target);
  // The move is judged with the status this save gives the item (restore-and-move is one save).
  const items = siblings.items.map((item) => (item.key === key ? { ...item, deleted: isDeleted(status) } : item));
  const plan = planMove(items, key, body.blockOrder);
  if (plan.kind === 'refused') throw new ValidationError([moveError(plan)]);
  const blockOrder = plan.kind === 'swap' ? plan.itemOrder : body.blockOrder;

  let draftId: number;
  if (target.kind === 'block') {
    draftId = await upsertBlockDraft(trx, target.block, { content, blockOrder, status }, caller.userId, now);
  } else {
    draftId = target.draft.id;
    await updateNewDraft(trx, draftId, { content, blockOrder, status }, now);
  }

  if (plan.kind === 'swap') {
    const [kind, idText] = plan.neighbour.split(':') as ['block' | 'draft', string];
    const neighbourId = Number(idText);
    if (kind === 'draft') {
      await updateNewDraft(trx, neighbourId, { blockOrder: plan.neighbourOrder }, now);
    } else {
      const block = siblings.published.find((b) => b.id === neighbourId)!;
      const effective = siblings.changeOf.get(neighbourId) ?? block;
      await upsertBlockDraft(
        trx,
        block,
        { content: effective.content, blockOrder: plan.neighbourOrder, status: effective.status },
        caller.userId,
        now,
        true,
      );
    }
  }
  return draftView((await findDraft(trx, draftId))!);
}

export function saveDraft(db: Kysely<Database>, caller: Caller, body: DraftSaveRequest, now: Date): Promise<CmsBlockView> {
  return db.transaction().execute((trx) => saveInTransaction(trx, caller, body, now));
}
