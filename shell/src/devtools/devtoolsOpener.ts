/**
 * Opens the panel that says what this page runs (panel/), in every build: with `?devtools` in
 * the address (then remembered for the tab until the panel is closed) or the key DEVTOOLS_KEYS
 * (Alt+Shift+D), which opens and closes it.
 */
export const DEVTOOLS_PARAM = 'devtools';
export const DEVTOOLS_KEY = 'murmur.devtools';
/** As the docs name it. */
export const DEVTOOLS_KEYS = 'Alt+Shift+D';

/** Closed, on its way (its chunk loading), or open with the way to take it away. */
let panel: 'closed' | 'opening' | (() => void) = 'closed';

function remember(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(DEVTOOLS_KEY, 'open');
    else window.sessionStorage.removeItem(DEVTOOLS_KEY);
  } catch {
    // storage blocked: the panel stays open until this page goes, not longer
  }
}

function rememberedOpen(): boolean {
  try {
    return window.sessionStorage.getItem(DEVTOOLS_KEY) === 'open';
  } catch {
    return false;
  }
}

async function openPanel(): Promise<void> {
  if (panel !== 'closed') return;
  remember(true);
  panel = 'opening';
  const { mountDevtoolsPanel } = await import(
    /* webpackChunkName: "devtools" */ './panel/mountPanel'
  );
  // Closed again while it loaded: it stays closed.
  if (panel === 'opening') panel = mountDevtoolsPanel(closePanel);
}

function closePanel(): void {
  remember(false);
  if (typeof panel === 'function') panel();
  panel = 'closed';
}

/** Takes `?devtools` out of the address (kept for the tab instead). */
function takeParam(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(DEVTOOLS_PARAM)) return false;
  url.searchParams.delete(DEVTOOLS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

export function watchForDevtools(): void {
  if (takeParam() || rememberedOpen()) void openPanel();
  window.addEventListener('keydown', (event) => {
    if (
      !event.altKey ||
      !event.shiftKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.code !== 'KeyD'
    ) {
      return;
    }
    event.preventDefault();
    if (panel === 'closed') void openPanel();
    else closePanel();
  });
}
