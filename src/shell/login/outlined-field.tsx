import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type Ref } from 'react';

export interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  /** The message under the field; the field shows as invalid while there is one. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled outlined text field, as MUI's TextField draws it, built from its parts: TextField
 * also imports Select (and with it Menu, Popover and Modal), which the login page never uses,
 * and whose code would weigh on the first page every visitor loads.
 */
export function OutlinedField({ label, name, value, onChange, type = 'text', autoComplete, autoFocus, error, inputRef }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        inputProps={error ? { 'aria-describedby': helperId } : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
