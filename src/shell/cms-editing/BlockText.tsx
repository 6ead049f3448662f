import { useTranslation } from 'react-i18next';
import type { CmsTextRole } from '../../cms/CmsGroups.tsx';
import { CmsText } from '../../cms/CmsText.tsx';
import { isDeletedBlock, type ViewBlock } from '../../cms/cms-blocks.ts';
import { useCmsEditing } from './cms-editing-context.ts';
import { textChange } from './draft-requests.ts';
import { EditableText } from './EditableText.tsx';
import { plainTextOf } from './plain-text.ts';

const ROLE_KEYS = {
  teaser: 'CMS_EDIT_ROLE_TEASER',
  header: 'CMS_EDIT_ROLE_HEADER',
  text: 'CMS_EDIT_ROLE_TEXT',
  question: 'CMS_EDIT_ROLE_QUESTION',
  answer: 'CMS_EDIT_ROLE_ANSWER',
  item: 'CMS_EDIT_ROLE_ITEM',
} as const satisfies Record<CmsTextRole, string>;

/** Texts and FAQ answers are paragraphs; the other kinds are one line. */
const MULTILINE: ReadonlySet<CmsTextRole> = new Set(['text', 'answer']);

/**
 * A block's text: editable in place in edit mode (saved as the block's draft when it changes),
 * otherwise drawn read-only through the sanitizing renderer. A deleted list item is restored
 * before its text is edited.
 */
export function BlockText({ block, role, name }: { block: ViewBlock; role: CmsTextRole; name?: string }) {
  const { t } = useTranslation();
  const { isEditor, mode, save } = useCmsEditing();
  if (!isEditor || mode !== 'edit' || isDeletedBlock(block)) return <CmsText content={block.content} />;
  const kind = t(ROLE_KEYS[role]);
  return (
    <EditableText
      value={plainTextOf(block.content)}
      label={name ? t('CMS_EDIT_TEXT_LABEL_NAMED', { kind, name }) : t('CMS_EDIT_TEXT_LABEL', { kind })}
      multiline={MULTILINE.has(role)}
      hasDraft={block.draftId !== undefined}
      onCommit={(text) => void save(textChange(block, text), 'text')}
    />
  );
}
