import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@murmur/ui';
import { paths, selectAuthStatus, selectIsAuthenticated, useAppSelector } from '@murmur/core';
import styles from './RequireAuth.module.scss';

/**
 * Guards the protected routes (spec §2): a stored session is still being checked after a reload,
 * so the page waits for it instead of bouncing a signed-in user to the login page.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();

  if (isAuthenticated) return <Outlet />;
  if (status === 'restoring') {
    return (
      <div className={styles.restoring}>
        <LoadingState variant="spinner" label="Restoring your session" />
      </div>
    );
  }
  return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
}
