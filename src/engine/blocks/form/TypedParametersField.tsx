import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';

/** One custom parameter as the contract types it (AddonCustomParameter). */
interface Parameter {
  readonly name: string;
  readonly label?: string;
  readonly type: 'URL' | 'TEXT' | 'NUMBER' | 'BOOLEAN';
  readonly required?: boolean;
  readonly value: string;
}

const INPUT_TYPE: Readonly<Record<Parameter['type'], string>> = { URL: 'url', TEXT: 'text', NUMBER: 'number', BOOLEAN: 'text' };

/**
 * A list of typed name/value parameters (an add-on's or the website program's custom parameters)
 * drawn as one field per parameter: labelled by the parameter's own label, an input of its type
 * (a website address, a number, a yes/no box, text), required where the parameter says so. The
 * list's names, labels and types come from the server and stay as they are; only values change.
 * RJSF's array field would draw each parameter as a nested card of read-only name, label and
 * type fields around one value box. Errors (the shared rules', and the server's `parameters.N.value`)
 * show under their parameter. Used as `"ui:field": "TypedParametersField"`.
 */
export function TypedParametersField(props: FieldProps<Parameter[]>) {
  const { formData, errorSchema, onChange, fieldPathId, disabled, readonly, schema } = props;
  const parameters = Array.isArray(formData) ? formData : [];
  const errorsOf = (index: number): string[] => {
    const item = (errorSchema as Record<number, ErrorSchema<Parameter>> | undefined)?.[index];
    return [...(item?.__errors ?? []), ...((item?.value as ErrorSchema<string> | undefined)?.__errors ?? [])];
  };
  const set = (index: number, value: string) =>
    onChange(
      parameters.map((parameter, at) => (at === index ? { ...parameter, value } : parameter)),
      fieldPathId.path,
    );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {schema.title ? (
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
          {schema.title}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {parameters.map((parameter, index) => {
          const id = `${fieldPathId.$id}_${index}_value`;
          const label = parameter.label ?? parameter.name;
          const errors = errorsOf(index);
          const helper = errors.length ? <FormHelperText id={`${id}-error`} error>{errors.join(' ')}</FormHelperText> : null;
          if (parameter.type === 'BOOLEAN') {
            return (
              <Box key={parameter.name}>
                <FormControlLabel
                  control={<Checkbox id={id} checked={parameter.value === 'true'} disabled={disabled || readonly} onChange={(event) => set(index, String(event.target.checked))} />}
                  label={label}
                />
                {helper}
              </Box>
            );
          }
          return (
            <TextField
              key={parameter.name}
              id={id}
              label={label}
              type={INPUT_TYPE[parameter.type]}
              value={parameter.value}
              required={parameter.required === true}
              disabled={disabled}
              slotProps={{ input: { readOnly: readonly }, htmlInput: parameter.type === 'URL' ? { placeholder: 'https://' } : {} }}
              error={errors.length > 0}
              helperText={errors.length ? errors.join(' ') : undefined}
              onChange={(event) => set(index, event.target.value)}
              fullWidth
            />
          );
        })}
      </Box>
    </Box>
  );
}
