import type { FormEvent, ReactNode } from 'react';
import styles from './AuthForm.module.scss';

interface AuthFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * `noValidate`: the browser's own bubbles would block the submit before our check runs, and the
 * spec wants its alert (§5); sign-up names are `required` in markup but must not block either.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {children}
    </form>
  );
}
