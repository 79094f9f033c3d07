import { useId } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

interface FieldOwnProps {
  /** The visible caption, and the field's accessible name. */
  label: string;
  /** A message about the current value: marks the field invalid and is announced. */
  error?: string | undefined;
}

type InputFieldProps = FieldOwnProps & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'className'
  >;

type MultilineFieldProps = FieldOwnProps & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'className'
  >;

export type TextFieldProps = InputFieldProps | MultilineFieldProps;

/** A labelled input (or, `multiline`, a text area) with its inline error, for every form. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, error } = props;
  const described = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {props.multiline ? (
        <textarea
          {...textAreaAttributes(props)}
          {...described}
          className={`${styles.control} ${styles.multiline}`}
        />
      ) : (
        <input {...inputAttributes(props)} {...described} className={styles.control} />
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function textAreaAttributes({
  label: _label,
  error: _error,
  multiline: _multiline,
  ...attributes
}: MultilineFieldProps) {
  return attributes;
}

/** Addresses are typed, not written: a URL keyboard, and no spell check unless asked for. */
function inputAttributes({
  label: _label,
  error: _error,
  multiline: _multiline,
  type = 'text',
  ...attributes
}: InputFieldProps) {
  const isUrl = type === 'url';
  return {
    type,
    inputMode: isUrl ? ('url' as const) : undefined,
    spellCheck: isUrl ? false : undefined,
    ...attributes,
  };
}
