import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './PageMain.module.scss';

/** The page's `<main>` landmark with its title; the shell's grid places it beside the navigation. */
export function PageMain({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className={styles.main} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.content}>{children}</div>
    </main>
  );
}
