import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonMemberEditor } from './JsonMemberEditor.tsx';
import { childrenOf, descriptionOf, initialValue, pointerOf, shapeOf, switchedValue, type Child, type SchemaNode, type Shape } from './member-shape.ts';

export type Path = readonly (string | number)[];

/** What every field of one form shares: where the draft changes, and the meta-schema's problems by pointer. */
export interface FormScope {
  /** Sets the value at `path` of the draft (undefined removes the member or item). */
  readonly set: (path: Path, value: unknown) => void;
  /** Problems at the pointer (`under`: or anywhere inside the value, for a value edited as JSON). */
  readonly problemsAt: (pointer: string, under?: boolean) => readonly string[];
  /** Draws the value at a path instead of the generic field (the screen's blocks). */
  readonly custom?: (path: Path, value: unknown) => ReactNode | undefined;
}

export interface ValueEditorProps {
  readonly scope: FormScope;
  readonly schema: SchemaNode | undefined;
  readonly value: unknown;
  readonly path: Path;
  readonly label: string;
  /** The container's controls for this value (remove, move), drawn beside its label. */
  readonly controls?: ReactNode;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number typed as text: handed on once it is a number. */
function NumberField({ label, value, shape, onChange, problems, controls }: { label: string; value: unknown; shape: Extract<Shape, { kind: 'number' }>; onChange: (value: number) => void; problems: readonly string[]; controls?: ReactNode }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText((current) => (Number(current) === value && current.trim() !== '' ? current : value === undefined ? '' : String(value))), [value]);
  const parsed = text.trim() === '' ? Number.NaN : Number(text);
  const wrong = Number.isNaN(parsed) || (shape.integer && !Number.isInteger(parsed));
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={text}
        size="small"
        fullWidth
        error={wrong || problems.length > 0}
        helperText={wrong ? t(shape.integer ? 'STUDIO_FORM_NOT_INTEGER' : 'STUDIO_FORM_NOT_NUMBER') : problems.join('; ') || undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', min: shape.minimum, max: shape.maximum } }}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === '' ? Number.NaN : Number(event.target.value);
          if (!Number.isNaN(next) && (!shape.integer || Number.isInteger(next)) && next !== value) onChange(next);
        }}
      />
      {controls}
    </Stack>
  );
}

/** Remove / move up / move down of one member or item of a container. */
function ItemControls({ name, onRemove, onUp, onDown }: { name: string; onRemove?: () => void; onUp?: () => void; onDown?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {onUp && (
        <IconButton size="small" aria-label={t('STUDIO_FORM_MOVE_UP', { name })} onClick={onUp}>
          ↑
        </IconButton>
      )}
      {onDown && (
        <IconButton size="small" aria-label={t('STUDIO_FORM_MOVE_DOWN', { name })} onClick={onDown}>
          ↓
        </IconButton>
      )}
      {onRemove && (
        <IconButton size="small" aria-label={t('STUDIO_FORM_REMOVE', { name })} onClick={onRemove}>
          ✕
        </IconButton>
      )}
    </Stack>
  );
}

/** Moves the entry at `from` of an object to `to`, keeping every other entry's order. */
function movedEntry(object: Record<string, unknown>, from: number, to: number): Record<string, unknown> {
  const entries = Object.entries(object);
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry!);
  return Object.fromEntries(entries);
}

/** The name of a map's entry, renamed when the field loses focus (a name must be new and not empty). */
function EntryName({ name, taken, onRename }: { name: string; taken: readonly string[]; onRename: (next: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(name);
  useEffect(() => setText(name), [name]);
  const problem = text.trim() === '' ? t('STUDIO_FORM_NAME_EMPTY') : text !== name && taken.includes(text) ? t('STUDIO_FORM_NAME_TAKEN', { name: text }) : undefined;
  return (
    <TextField
      size="small"
      label={t('STUDIO_FORM_ENTRY_NAME')}
      value={text}
      error={Boolean(problem)}
      helperText={problem}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (!problem && text !== name) onRename(text);
        else if (problem) setText(name);
      }}
      sx={{ maxWidth: 260 }}
    />
  );
}

/** A group of members (an object) or entries (a map) or items (an array), each drawn by ValueEditor. */
function Container({ scope, shape, value, path, label, controls, description }: { scope: FormScope; shape: Extract<Shape, { kind: 'object' | 'map' | 'array' }>; value: unknown; path: Path; label: string; controls?: ReactNode; description?: string }) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const children = childrenOf(shape, value);
  const problems = scope.problemsAt(pointerOf(path));
  const here = (next: unknown) => scope.set(path, next);

  const childControls = (child: Child, index: number): ReactNode => {
    const name = shape.kind === 'array' ? `${label} ${index + 1}` : `${label} › ${String(child.key)}`;
    if (shape.kind === 'array') {
      const items = value as unknown[];
      const swap = (to: number) => {
        const copy = [...items];
        [copy[index], copy[to]] = [copy[to], copy[index]];
        here(copy);
      };
      return <ItemControls name={name} onRemove={() => here(items.filter((_, i) => i !== index))} onUp={index > 0 ? () => swap(index - 1) : undefined} onDown={index < items.length - 1 ? () => swap(index + 1) : undefined} />;
    }
    const object = value as Record<string, unknown>;
    const required = shape.kind === 'object' && shape.required.includes(String(child.key));
    const movable = shape.kind === 'map';
    return (
      <ItemControls
        name={name}
        onRemove={required ? undefined : () => scope.set([...path, child.key], undefined)}
        onUp={movable && index > 0 ? () => here(movedEntry(object, index, index - 1)) : undefined}
        onDown={movable && index < children.length - 1 ? () => here(movedEntry(object, index, index + 1)) : undefined}
      />
    );
  };

  const absent = shape.kind === 'object' ? Object.keys(shape.members).filter((name) => !isObject(value) || !Object.hasOwn(value, name)) : [];
  const names = children.map((child) => String(child.key));
  const nameProblem = newName && names.includes(newName) ? t('STUDIO_FORM_NAME_TAKEN', { name: newName }) : undefined;

  return (
    <Box component="fieldset" sx={{ border: '1px solid', borderColor: problems.length ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, pb: 1, pt: 0.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label}</Typography>
      {controls && <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>{controls}</Stack>}
      {description && <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{description}</Typography>}
      {problems.map((problem) => (
        <Typography key={problem} variant="caption" color="error" component="p" role="alert">{problem}</Typography>
      ))}
      <Stack spacing={1.25}>
        {children.map((child, index) => (
          <Box key={`${String(child.key)}#${index}`}>
            {shape.kind === 'map' && (
              <EntryName
                name={String(child.key)}
                taken={names}
                onRename={(next) => here(Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, member]) => [key === child.key ? next : key, member])))}
              />
            )}
            <ValueEditor scope={scope} schema={child.schema} value={child.value} path={[...path, child.key]} label={shape.kind === 'array' ? `${label} ${Number(child.key) + 1}` : String(child.key)} controls={childControls(child, index)} />
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {shape.kind === 'array' && (
          <Button size="small" onClick={() => here([...(Array.isArray(value) ? value : []), initialValue(shape.items)])}>
            {t('STUDIO_FORM_ADD_ITEM', { name: label })}
          </Button>
        )}
        {shape.kind === 'object' && absent.length > 0 && (
          <TextField
            select
            size="small"
            label={t('STUDIO_FORM_ADD_MEMBER', { name: label })}
            value=""
            onChange={(event) => scope.set([...path, event.target.value], initialValue(shape.members[event.target.value]))}
            sx={{ minWidth: 220 }}
          >
            {absent.map((name) => (
              <MenuItem key={name} value={name}>{name}</MenuItem>
            ))}
          </TextField>
        )}
        {shape.kind === 'map' && (
          <>
            <TextField size="small" label={t('STUDIO_FORM_NEW_ENTRY', { name: label })} value={newName} error={Boolean(nameProblem)} helperText={nameProblem} onChange={(event) => setNewName(event.target.value.trim())} />
            <Button
              size="small"
              disabled={!newName || Boolean(nameProblem)}
              onClick={() => {
                scope.set([...path, newName], initialValue(shape.values));
                setNewName('');
              }}
            >
              {t('STUDIO_FORM_ADD_ENTRY', { name: label })}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}

/**
 * One value of the definition, drawn as the meta-schema describes it (member-shape.ts): a field,
 * a group, a choice of compound form, or its JSON. A change replaces only this value in the draft.
 */
export function ValueEditor({ scope, schema, value, path, label, controls }: ValueEditorProps) {
  const { t } = useTranslation();
  const custom = scope.custom?.(path, value);
  if (custom !== undefined) return custom;
  const shape = shapeOf(schema, value);
  const problems = scope.problemsAt(pointerOf(path));
  const description = descriptionOf(schema);
  const set = (next: unknown) => scope.set(path, next);
  const row = (field: ReactNode) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{field}</Box>
      {controls}
    </Stack>
  );

  switch (shape.kind) {
    case 'const':
      return row(<TextField size="small" label={label} value={String(shape.value)} fullWidth slotProps={{ input: { readOnly: true } }} />);
    case 'text':
      return row(
        <TextField
          size="small"
          label={label}
          value={typeof value === 'string' ? value : ''}
          fullWidth
          error={problems.length > 0}
          helperText={problems.join('; ') || description}
          onChange={(event) => set(event.target.value)}
        />,
      );
    case 'number':
      return <NumberField label={label} value={value} shape={shape} onChange={set} problems={problems} controls={controls} />;
    case 'boolean':
      return row(<FormControlLabel control={<Switch checked={value === true} onChange={(event) => set(event.target.checked)} />} label={label} />);
    case 'choice':
      return row(
        <TextField select size="small" label={label} value={value === undefined ? '' : JSON.stringify(value)} fullWidth error={problems.length > 0} helperText={problems.join('; ') || description} onChange={(event) => set(JSON.parse(event.target.value))}>
          {shape.options.map((option) => (
            <MenuItem key={JSON.stringify(option)} value={JSON.stringify(option)}>{String(option)}</MenuItem>
          ))}
        </TextField>,
      );
    case 'alternatives': {
      const form = shape.options[shape.current]!;
      return (
        <Stack spacing={0.75}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{label}</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={shape.current}
              aria-label={t('STUDIO_FORM_ALTERNATIVE', { name: label })}
              onChange={(_, index: number | null) => {
                if (index !== null && index !== shape.current) set(switchedValue(value, shape.options[index]!));
              }}
            >
              {shape.labels.map((name, index) => (
                <ToggleButton key={name} value={index}>{name}</ToggleButton>
              ))}
            </ToggleButtonGroup>
            {controls}
          </Stack>
          <ValueEditor scope={scope} schema={form} value={value} path={path} label={label} />
        </Stack>
      );
    }
    case 'object':
    case 'map':
    case 'array':
      return <Container scope={scope} shape={shape} value={value} path={path} label={label} controls={controls} description={description} />;
    case 'json':
      return row(<JsonMemberEditor label={label} value={value} onChange={set} problems={scope.problemsAt(pointerOf(path), true)} />);
  }
}
