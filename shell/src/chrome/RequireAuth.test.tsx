import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '@murmur/core';
import type { AuthState } from '@murmur/core';
import { renderWithProviders, signedInStore, withMockApi } from '@murmur/testing';
import { RequireAuth } from './RequireAuth';

withMockApi();

function renderGuarded(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Login</h1>} />
      <Route element={<RequireAuth />}>
        <Route path="/bookmarks" element={<h1>Bookmarks</h1>} />
      </Route>
    </Routes>,
    { route: '/bookmarks', ...options },
  );
}

const signedOut: AuthState = {
  userData: null,
  username: '',
  isAuthenticated: false,
  error: null,
  encodedToken: '',
  status: 'idle',
};

test('a signed-out visitor of a protected page lands on the login page', () => {
  renderGuarded({ store: makeStore({ auth: signedOut }) });

  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Bookmarks' })).not.toBeInTheDocument();
});

test('while a stored session is restored, the page shows instead of redirecting', () => {
  renderGuarded({ store: makeStore({ auth: { ...signedOut, status: 'restoring' } }) });

  expect(screen.getByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
});

test('a signed-in user sees the protected page', async () => {
  renderGuarded({ store: await signedInStore() });

  expect(screen.getByRole('heading', { name: 'Bookmarks' })).toBeInTheDocument();
});
