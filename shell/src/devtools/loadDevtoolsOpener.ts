/**
 * The devtools panel's opener is fetched once the first screen is shown and the browser is idle,
 * so the first screen carries none of it; the panel itself only when it is opened.
 */
export function loadDevtoolsOpenerWhenIdle(): void {
  const load = () =>
    void import(/* webpackChunkName: "devtools-opener" */ './devtoolsOpener').then(
      ({ watchForDevtools }) => watchForDevtools(),
      () => undefined, // a page without its devtools is still the page
    );
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: 3_000 });
  } else window.setTimeout(load, 1);
}
