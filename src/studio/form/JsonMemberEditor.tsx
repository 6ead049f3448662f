import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const textOf = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

export interface JsonMemberEditorProps {
  readonly label: string;
  readonly value: unknown;
  /** Called with the parsed value each time the text is valid JSON. */
  readonly onChange: (value: unknown) => void;
  /** The QA check's meta-schema problems of the value as it is now (from the whole draft). */
  readonly problems: readonly string[];
}

/**
 * A member no form field can express (a binding takes any JSON value; a field schema is JSON
 * Schema), edited as its JSON: the text is parsed as typed and handed on only when it is JSON, so
 * a half-typed value never replaces the member; the meta-schema's problems show under it.
 */
export function JsonMemberEditor({ label, value, onChange, problems }: JsonMemberEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value));
  const [syntax, setSyntax] = useState<string | undefined>(undefined);
  const typed = useRef(text);
  typed.current = text;

  // The text editor (or undo) changed the member: show its value, unless the text typed here already says it.
  useEffect(() => {
    try {
      if (same(JSON.parse(typed.current), value)) return;
    } catch {
      // A half-typed text gives way to the value that replaced the member.
    }
    setText(textOf(value));
    setSyntax(undefined);
  }, [value]);

  const change = (next: string) => {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (error) {
      setSyntax((error as Error).message);
      return;
    }
    setSyntax(undefined);
    if (!same(parsed, value)) onChange(parsed);
  };

  const message = syntax ? t('STUDIO_FORM_JSON_INVALID', { message: syntax }) : problems.length ? problems.join('; ') : t('STUDIO_FORM_JSON_HINT');
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      multiline
      minRows={1}
      maxRows={16}
      fullWidth
      size="small"
      error={Boolean(syntax) || problems.length > 0}
      helperText={message}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}
