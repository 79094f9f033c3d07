import type { MouseEvent, RefObject } from 'react';
import styles from './SkipLink.module.scss';

interface SkipLinkProps {
  /** The element the page renders into; its `<main>` is the target. */
  pageRef: RefObject<HTMLElement | null>;
}

/**
 * Lets keyboard users jump past the top bar and navigation. Pages own their `<main>`, so its id
 * is not ours to know: the link finds the landmark when used and focuses it.
 */
export function SkipLink({ pageRef }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = pageRef.current?.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };

  return (
    <a className={styles.skip} href="#main" onClick={skip}>
      Skip to content
    </a>
  );
}
