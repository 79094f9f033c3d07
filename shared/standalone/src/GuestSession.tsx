import { useEffect, useRef, type ReactNode } from 'react';
import { GUEST_CREDENTIALS } from '@murmur/core';
import {
  login,
  selectAuthError,
  selectAuthStatus,
  selectCurrentUser,
  selectIsAuthenticated,
} from '@murmur/core';
import { useAppDispatch, useAppSelector } from '@murmur/core';
import { Button } from '@murmur/ui';
import styles from './StandaloneFrame.module.scss';

export const GUEST_NOTE = 'Signed in as the guest account for standalone development';

/**
 * Protected pages of a remote run alone without the auth remote: sign the guest in on the
 * first visit, once, and say so on screen so nobody mistakes it for the real login flow.
 */
export function GuestSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const user = useAppSelector(selectCurrentUser);
  const attempted = useRef(false);

  const signIn = () => {
    attempted.current = true;
    void dispatch(login(GUEST_CREDENTIALS));
  };

  useEffect(() => {
    // A stored session is still being restored: wait for it before signing anyone in.
    if (!isAuthenticated && status === 'idle' && !attempted.current) signIn();
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

  if (error && status === 'idle') {
    return (
      <div className={styles.note} role="alert">
        <p>The guest account could not sign in: {error}</p>
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
