import styles from './LoadingState.module.scss';

export interface LoadingStateProps {
  /** What is loading, announced to screen readers, e.g. "Loading posts". */
  label?: string;
  /** `cards` draws post-shaped placeholders; `spinner` suits small panels. */
  variant?: 'cards' | 'spinner';
  /** How many placeholder cards to draw. */
  count?: number;
}

export function LoadingState({
  label = 'Loading',
  variant = 'cards',
  count = 3,
}: LoadingStateProps) {
  return (
    <div role="status" aria-label={label} className={styles[variant]}>
      {variant === 'spinner' ? (
        <span className={styles.wheel} aria-hidden="true" />
      ) : (
        Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card} aria-hidden="true">
            <div className={styles.row}>
              <span className={`${styles.bone} ${styles.circle}`} />
              <span className={`${styles.bone} ${styles.name}`} />
            </div>
            <span className={`${styles.bone} ${styles.line}`} />
            <span className={`${styles.bone} ${styles.lineShort}`} />
          </div>
        ))
      )}
    </div>
  );
}
