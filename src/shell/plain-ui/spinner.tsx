import styles from './spinner.module.css';

/** A spinning circle in the skin's colour, as MUI's CircularProgress draws it (role and name included). */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className={styles.spinner} role="progressbar" aria-label={label} aria-hidden={label === undefined ? true : undefined}>
      <svg viewBox="22 22 44 44">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
