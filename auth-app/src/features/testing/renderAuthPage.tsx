import type { ReactElement } from 'react';
import type { AppStore } from '@murmur/core';
import { renderPage } from '@murmur/testing';

/** An auth page at its own route, beside stand-ins for /home and the login page, with toasts. */
export function renderAuthPage(
  path: string,
  page: ReactElement,
  { store }: { store?: AppStore } = {},
) {
  return renderPage(page, { path, store });
}
