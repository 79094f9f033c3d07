/**
 * The first render of the app, and when it has been drawn (what waits for the first screen,
 * such as the mock API on the login page, waits for `firstScreenShown`).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import type { PageRouteTable } from '../routing/routeTableOfThisPage';
import { AppRouter } from './router';

/** How long the first render waits for the current page's remote before showing its loading state. */
const FIRST_PAGE_WAIT_MS = 1000;

let markShown = () => {};

/** Settles once the frame that draws the first screen has passed. */
export const firstScreenShown = new Promise<void>((done) => (markShown = done));

function renderApp(table: PageRouteTable): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const root = createRoot(container);
  // As a transition, React renders the app in slices, yielding to the browser between them: no
  // long task holds the page's other work (a worker taking the page over, an answer arriving).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter table={table} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/**
 * Renders the app. The current page's remote is usually moments away: the first render waits
 * for it (up to a limit), so the page shows in that render, with no loading state to replace
 * (React shows what a loading state waited for no sooner than 300 ms after the loading state
 * appeared).
 */
export async function showFirstScreen(
  currentPage: Promise<void>,
  table: PageRouteTable,
): Promise<void> {
  await Promise.race([currentPage, new Promise((done) => setTimeout(done, FIRST_PAGE_WAIT_MS))]);
  renderApp(table);
  requestAnimationFrame(() => setTimeout(markShown, 0));
}
