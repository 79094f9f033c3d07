import { useEffect, useRef, type ReactNode } from 'react';
import {
  GUEST_CREDENTIALS,
  errorMessage,
  selectAuthStatus,
  selectCurrentUser,
  selectIsAuthenticated,
  useAppSelector,
  useLoginMutation,
} from '@murmur/core';
import { Button } from '@murmur/ui';
import styles from './StandaloneFrame.module.scss';

export const GUEST_NOTE = 'Signed in as the guest account for standalone development';

/**
 * Protected pages of a remote run alone without the auth remote: sign the guest in on the
 * first visit, once, and say so on screen so nobody mistakes it for the real login flow.
 */
export function GuestSession({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const restoring = useAppSelector(selectAuthStatus) === 'restoring';
  const user = useAppSelector(selectCurrentUser);
  const [login, { isError, error }] = useLoginMutation();
  // Once per visit, even when StrictMode runs the effect twice before the login's state shows.
  const attempted = useRef(false);

  const signIn = () => {
    attempted.current = true;
    void login(GUEST_CREDENTIALS);
  };

  useEffect(() => {
    // A stored session is still being restored: wait for it before signing anyone in.
    if (!isAuthenticated && !restoring && !attempted.current) signIn();
  });

  if (isAuthenticated) {
    return (
      <>
        {user?.username === GUEST_CREDENTIALS.username && (
          <p className={styles.note}>{GUEST_NOTE}</p>
        )}
        {children}
      </>
    );
  }

  if (isError) {
    return (
      <div className={styles.note} role="alert">
        <p>The guest account could not sign in: {errorMessage(error)}</p>
        <Button size="sm" onClick={signIn}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <p className={styles.note} role="status">
      Signing in as the guest account…
    </p>
  );
}
