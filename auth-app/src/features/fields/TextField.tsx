import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
}

/** A labelled input: the label is the field's accessible name and its visible caption. */
export function TextField({ label, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input {...input} id={id} type={type} className={styles.input} />
    </div>
  );
}
