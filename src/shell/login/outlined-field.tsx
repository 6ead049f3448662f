import { useId, type Ref } from 'react';
import styles from './outlined-field.module.css';

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
 * A labelled outlined text field, as MUI's outlined TextField looks, in plain elements and CSS:
 * it is the login page's, and the login page's first load carries no MUI (issue #11, login
 * ≤ 120 KB). Forgot password's dialog uses it too, so the two look alike.
 */
export function OutlinedField({ label, name, value, onChange, type = 'text', autoComplete, autoFocus, error, inputRef }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const classes = [styles.field, value !== '' && styles.filled, error && styles.invalid].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          className={styles.input}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        <fieldset className={styles.outline} aria-hidden="true">
          <legend className={styles.legend}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p className={styles.helper} id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}
