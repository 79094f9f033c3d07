import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import styles from './AppToaster.module.scss';

/** Spec §9: at most 20 toasts on screen; the oldest give way to new ones. */
export const MAX_TOASTS = 20;

/**
 * The one toast container (spec §2, §9), rendered by the shell and by each standalone remote.
 * react-hot-toast keeps its store as a singleton, so toasts raised in any remote land here.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((shown) => shown.visible)
      .slice(MAX_TOASTS)
      .forEach((oldest) => toast.dismiss(oldest.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      gutter={8}
      // Below whatever the page pins above its top bar (the shell's remote overrides bar sets it).
      containerStyle={{ top: 'calc(var(--murmur-toasts-top, 0px) + 16px)' }}
      toastOptions={{ className: styles.toast, duration: 2000, error: { duration: 4000 } }}
    />
  );
}
