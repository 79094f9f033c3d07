import { useId } from 'react';
import styles from './TextField.module.scss';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message about the current value; marks the field invalid and is announced. */
  error?: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'url';
  placeholder?: string;
}

/** A labelled input or text area of the edit-profile form, with its inline error. */
export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  type = 'text',
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          className={`${styles.control} ${styles.multiline}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          spellCheck={type === 'url' ? false : undefined}
          className={styles.control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
