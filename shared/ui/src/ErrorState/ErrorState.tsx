import { Button } from '../Button/Button';
import { AlertIcon } from '../icons/icons';
import styles from './ErrorState.module.scss';

export interface ErrorStateProps {
  /** The server's message, shown as is. */
  message: string;
  onRetry?: () => void;
  title?: string;
  /** The retry is running. */
  retrying?: boolean;
}

export function ErrorState({
  message,
  onRetry,
  title = 'Something went wrong',
  retrying = false,
}: ErrorStateProps) {
  return (
    <div role="alert" className={styles.error}>
      <AlertIcon className={styles.icon} width={28} height={28} />
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
