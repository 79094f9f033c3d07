import type { ReactNode } from 'react';
import styles from './EmptyState.module.scss';

export interface EmptyStateProps {
  /** The message, e.g. "No posts yet". */
  children: ReactNode;
  /** `dashed` is the closing box under a feed; `plain` sits quietly inside a panel. */
  variant?: 'plain' | 'dashed';
  /** An optional call to action under the message. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ children, variant = 'plain', action, className }: EmptyStateProps) {
  return (
    <div className={[styles.empty, styles[variant], className].filter(Boolean).join(' ')}>
      <p className={styles.message}>{children}</p>
      {action}
    </div>
  );
}
