import { useId, type ReactNode } from 'react';
import styles from './AuthCard.module.scss';

interface AuthCardProps {
  /** What the card is for, e.g. "Log in to your account": its heading and region name. */
  title: string;
  children: ReactNode;
  /** The line under the form that points to the other auth page. */
  footer: ReactNode;
}

/**
 * The full-page frame of the login and sign-up pages. They are shown without the app's navigation,
 * so the card carries the brand itself and owns the page's `<main>` and `<h1>`.
 */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <header className={styles.header}>
          <h1 className={styles.brand}>Murmur</h1>
          <p className={styles.tagline}>Small thoughts, shared softly.</p>
        </header>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        {children}
        <p className={styles.footer}>{footer}</p>
      </section>
    </main>
  );
}
