import styles from './FormAlert.module.scss';

/** The form's problem, said in place and announced to screen readers; nothing when all is well. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
