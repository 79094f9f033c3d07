import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession, startMockApiWith, store } from '@murmur/shared';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { ensureRemotesRegistered } from './app/remotes/remotesConfig';
import './app/document.global.scss';

async function start() {
  // `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, the import
  // below is dead code and Mirage is in no bundle.
  await startMockApiWith(
    process.env.MURMUR_MOCK_API === 'true' ? () => import('@murmur/mock-api') : undefined,
  );
  // A failure here is not fatal: each remote page shows it and retries on "Try again".
  await ensureRemotesRegistered().catch((error: unknown) => {
    console.error('Murmur could not read remotes.json.', error);
  });
  void store.dispatch(restoreSession());

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
