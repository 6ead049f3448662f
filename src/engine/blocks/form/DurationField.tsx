import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { durationText, parseDurationText } from '../../../format/duration-text.ts';

/**
 * A duration kept in seconds (an integer of the contract) and typed as h:mm:ss, the way the
 * portal shows it (business-areas §9: response times "in 24-hour form and seconds"). Text that
 * is not h:mm:ss stays in the box as typed and goes to the form as text, so the form's own
 * validation refuses it (the value is not an integer) while the field says how to write it.
 * Used as `"ui:field": "DurationField"` on an integer property.
 */
export function DurationField(props: FieldProps<number | string>) {
  const { t } = useTranslation();
  const { formData, errorSchema, onChange, fieldPathId, disabled, readonly, schema, required, uiSchema } = props;
  const shown = typeof formData === 'number' ? durationText(formData) : typeof formData === 'string' ? formData : '';
  const [text, setText] = useState(shown);
  // A value set from outside (initial values arriving, a reset) replaces what the box shows.
  useEffect(() => {
    setText((current) => (parseDurationText(current) === formData || current === formData ? current : shown));
  }, [formData, shown]);

  const unreadable = text.trim() !== '' && parseDurationText(text) === undefined;
  const errors = unreadable ? [t('DURATION_FORMAT')] : (errorSchema?.__errors ?? []);
  const id = fieldPathId.$id;
  return (
    <TextField
      id={id}
      label={schema.title}
      value={text}
      required={required}
      disabled={disabled}
      slotProps={{ input: { readOnly: readonly }, htmlInput: { inputMode: 'numeric', placeholder: t('DURATION_PLACEHOLDER'), 'aria-describedby': `${id}-help` } }}
      error={errors.length > 0}
      helperText={errors.length ? errors.join(' ') : <span id={`${id}-help`}>{t(typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : 'DURATION_HELP')}</span>}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const seconds = parseDurationText(typed);
        onChange(typed.trim() === '' ? undefined : (seconds ?? typed), fieldPathId.path);
      }}
      fullWidth
    />
  );
}
