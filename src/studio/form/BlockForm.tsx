import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { blockFormSchema } from '../editor/definition-language.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface BlockFormProps {
  /** The parsed draft; undefined while its text is not JSON. */
  readonly draft: unknown;
  /** The block the editor's cursor is in. */
  readonly blockId: string | undefined;
  /** A new draft with the block's plain members changed. */
  readonly onChange: (draft: unknown) => void;
}

/**
 * The form view of the selected block: an RJSF form (the portal's MUI theme) over the plain
 * members its kind has in the meta-schema, editing the same draft as the text.
 */
export function BlockForm({ draft, blockId, onChange }: BlockFormProps) {
  const { t } = useTranslation();
  const block = isObject(draft) && isObject(draft.blocks) && blockId !== undefined ? draft.blocks[blockId] : undefined;
  const kind = isObject(block) && typeof block.kind === 'string' ? block.kind : undefined;
  const schema = useMemo(() => (kind ? blockFormSchema(kind) : undefined), [kind]);
  if (draft === undefined) return <Alert severity="warning">{t('STUDIO_FORM_NOT_JSON')}</Alert>;
  if (!isObject(block) || !schema || blockId === undefined) return <Alert severity="info">{t('STUDIO_FORM_NONE')}</Alert>;
  const plain = Object.fromEntries(Object.entries(block).filter(([name]) => name in (schema.properties as Json)));
  return (
    <>
      <Typography variant="subtitle2">{t('STUDIO_FORM_BLOCK', { block: blockId, kind })}</Typography>
      <Form
        schema={schema as RJSFSchema}
        formData={plain}
        validator={validator}
        liveValidate
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        onChange={(event) => {
          const changed = { ...block, ...(event.formData as Json) };
          for (const name of Object.keys(plain)) if ((event.formData as Json)[name] === undefined) delete changed[name];
          if (JSON.stringify(changed) !== JSON.stringify(block)) onChange({ ...draft, blocks: { ...(draft as { blocks: Json }).blocks, [blockId]: changed } });
        }}
      />
    </>
  );
}
