import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_KINDS, BLOCK_SCHEMA, SCREEN_SCHEMA, initialValue, setAt } from './member-shape.ts';
import { ValueEditor, type FormScope, type Path } from './ValueEditor.tsx';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form shows the screen's own members. */
const SCREEN = '';

export interface FormProblem {
  readonly pointer: string;
  readonly message: string;
}

export interface DefinitionFormProps {
  /** The parsed draft; undefined while its text is not JSON. */
  readonly draft: unknown;
  /** The block the editor's cursor is in: the form follows it. */
  readonly blockId: string | undefined;
  /** The draft with the form's change, every other member as it was. */
  readonly onChange: (draft: unknown) => void;
  /** The QA check's meta-schema problems of a draft, by pointer into it. */
  readonly validate: (draft: unknown) => readonly FormProblem[];
}

/** The screen's blocks in the screen's form: each opens in the form; a block is added by id and kind, or removed. */
function BlockList({ blocks, onOpen, scope }: { blocks: Json; onOpen: (id: string) => void; scope: FormScope }) {
  const { t } = useTranslation();
  const [id, setId] = useState('');
  const [kind, setKind] = useState('');
  const taken = id !== '' && Object.hasOwn(blocks, id);
  return (
    <Box component="fieldset" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, px: 1.5, pb: 1, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>blocks</Typography>
      <List dense>
        {Object.entries(blocks).map(([name, block]) => (
          <ListItem key={name} disableGutters secondaryAction={<Button size="small" color="error" onClick={() => scope.set(['blocks', name], undefined)}>{t('STUDIO_FORM_REMOVE', { name })}</Button>}>
            <Button size="small" onClick={() => onOpen(name)}>{t('STUDIO_FORM_OPEN_BLOCK', { block: name, kind: isObject(block) ? String(block.kind) : '?' })}</Button>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField size="small" label={t('STUDIO_FORM_BLOCK_ID')} value={id} error={taken} helperText={taken ? t('STUDIO_FORM_NAME_TAKEN', { name: id }) : undefined} onChange={(event) => setId(event.target.value.trim())} />
        <TextField select size="small" label={t('STUDIO_FORM_BLOCK_KIND')} value={kind} onChange={(event) => setKind(event.target.value)} sx={{ minWidth: 160 }}>
          {[...BLOCK_KINDS.keys()].map((name) => (
            <MenuItem key={name} value={name}>{name}</MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          disabled={!id || !kind || taken}
          onClick={() => {
            scope.set(['blocks', id], { kind, ...(initialValue(BLOCK_KINDS.get(kind)) as Json) });
            onOpen(id);
            setId('');
          }}
        >
          {t('STUDIO_FORM_ADD_BLOCK')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The form view of the draft: the screen's members, or one block's, each member drawn as the
 * definition language describes it (ValueEditor) and the values no field can express as JSON.
 * It edits the same draft as the text: a change replaces the one value changed, and nothing the
 * form does not draw is lost.
 */
export function DefinitionForm({ draft, blockId, onChange, validate }: DefinitionFormProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(blockId ?? SCREEN);
  useEffect(() => {
    if (blockId !== undefined) setTarget(blockId);
  }, [blockId]);
  const problems = useMemo(() => (draft === undefined ? [] : validate(draft)), [draft, validate]);

  if (draft === undefined) return <Alert severity="warning">{t('STUDIO_FORM_NOT_JSON')}</Alert>;
  if (!isObject(draft)) return <Alert severity="warning">{t('STUDIO_FORM_NOT_OBJECT')}</Alert>;
  const blocks = isObject(draft.blocks) ? draft.blocks : {};
  const current = target !== SCREEN && Object.hasOwn(blocks, target) ? target : SCREEN;

  const scope: FormScope = {
    set: (path: Path, value: unknown) => onChange(setAt(draft, path, value)),
    problemsAt: (pointer, under) => problems.filter((p) => p.pointer === pointer || (under === true && p.pointer.startsWith(`${pointer}/`))).map((p) => p.message),
    custom: (path, value) => (current === SCREEN && path.length === 1 && path[0] === 'blocks' && isObject(value) ? <BlockList blocks={value} onOpen={setTarget} scope={scope} /> : undefined),
  };
  const inPart = problems.filter((p) => (current === SCREEN ? !p.pointer.startsWith('/blocks/') : p.pointer === `/blocks/${current}` || p.pointer.startsWith(`/blocks/${current}/`)));

  return (
    <Stack spacing={1.5} data-testid="studio-form">
      <TextField select size="small" label={t('STUDIO_FORM_PART')} value={current} onChange={(event) => setTarget(event.target.value)} sx={{ maxWidth: 360 }}>
        <MenuItem value={SCREEN}>{t('STUDIO_FORM_SCREEN')}</MenuItem>
        {Object.entries(blocks).map(([name, block]) => (
          <MenuItem key={name} value={name}>{t('STUDIO_FORM_BLOCK', { block: name, kind: isObject(block) ? String(block.kind) : '?' })}</MenuItem>
        ))}
      </TextField>
      <Alert severity={inPart.length ? 'error' : 'success'} data-testid="studio-form-check">
        {inPart.length ? t('STUDIO_FORM_PROBLEMS', { count: inPart.length }) : t('STUDIO_FORM_VALID')}
      </Alert>
      {current === SCREEN ? (
        <ValueEditor scope={scope} schema={SCREEN_SCHEMA} value={draft} path={[]} label={t('STUDIO_FORM_SCREEN')} />
      ) : (
        <ValueEditor scope={scope} schema={BLOCK_SCHEMA} value={blocks[current]} path={['blocks', current]} label={current} />
      )}
    </Stack>
  );
}
