import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Button } from '@murmur/ui';
import {
  getActiveOverrides,
  subscribeToActiveOverrides,
} from '../../federation/overrides/activeOverrides';
import { clearOverride } from '../../federation/overrides/readOverrides';
import styles from './RemoteOverridesBar.module.scss';

const NO_OVERRIDES: ReturnType<typeof getActiveOverrides> = [];

/** `http://localhost:3002/mf-manifest.json` reads as `http://localhost:3002`. */
const whereFrom = (manifestUrl: string) => manifestUrl.replace(/\/mf-manifest\.json$/, '');

/** Where the toasts (fixed at the top, AppToaster) start: below the bar, whatever its height. */
const TOASTS_TOP = '--murmur-toasts-top';

function useToastsBelow(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const follow = () => root.style.setProperty(TOASTS_TOP, `${element.offsetHeight}px`);
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    follow();
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOASTS_TOP);
    };
  }, [bar, shown]);
}

/**
 * Says, on every page, which remotes this tab loads from somewhere other than the deployment
 * (a developer's override in local storage), so nobody mistakes a local build for the real one.
 */
export function RemoteOverridesBar() {
  const overrides = useSyncExternalStore(
    subscribeToActiveOverrides,
    getActiveOverrides,
    // A drawn page knows no tab's overrides; the browser shows them once it has hydrated.
    () => NO_OVERRIDES,
  );
  const bar = useRef<HTMLElement>(null);
  useToastsBelow(bar, overrides.length > 0);
  if (overrides.length === 0) return null;

  return (
    <section ref={bar} className={styles.bar} aria-label="Remote overrides">
      <ul className={styles.list}>
        {overrides.map(({ remote, manifestUrl }) => (
          <li key={remote} className={styles.item}>
            <span>
              <strong>{remote}</strong> from <code>{whereFrom(manifestUrl)}</code>
            </span>
            <Button size="sm" onClick={() => clearOverride(remote)}>
              Clear the {remote} override
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
