import { Navigate, Outlet } from 'react-router-dom';
import { paths, selectAuthStatus, selectIsAuthenticated, useAppSelector } from '@murmur/core';

/**
 * Guards the protected routes (spec §2). A stored session still being checked after a reload
 * counts as signed in: the page draws its placeholder and its reads go out with the stored token
 * (what a server-drawn page shows too); a refused session then lands on the login page, which
 * leads to /home once signed in (spec §2), so the page asked for is not carried along.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const restoring = useAppSelector(selectAuthStatus) === 'restoring';

  if (isAuthenticated || restoring) return <Outlet />;
  return <Navigate to={paths.login} replace />;
}
