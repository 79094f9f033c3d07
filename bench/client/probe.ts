/**
 * What the benchmark installs in every page before the app runs (Playwright serialises each of
 * `PROBE_SCRIPTS` into an init script, so none may use anything from outside its own body; they
 * run in order, the first making `window.__bench` for the others).
 * Times are `performance.now()` values: milliseconds since the navigation started.
 */

export interface ProbeWatch {
  /** When the condition first held, in a DOM mutation callback. */
  found: number;
  /** The next animation frame after that: about when it reached the screen. */
  painted: number;
}

export interface Probe {
  /** `event.timeStamp` of the last click (the same clock as performance.now()). */
  lastClick: number | null;
  /** The first contentful paint: a drawn page's first screen, a browser-drawn page's first render. */
  fcp: number | null;
  lcp: number | null;
  /** Largest session window of layout shifts without recent input (how CLS is defined). */
  cls: number;
  /** Every long task of the page (the main thread busy 50 ms or more at once), in order. */
  longTasks: { start: number; duration: number }[];
  /**
   * Watched from the start: `firstCard` (the first post card of any feed), `loginForm` (the
   * login page's guest button), `loginUsable` (its fields enabled, its Login button too),
   * `chrome` (the main navigation) and `appReady` (the app answers what a person does: a drawn
   * page once the shell has taken it over, `__murmurEarlyInput.done`; a page the browser draws
   * once its login form is usable or its navigation shows).
   */
  watches: Record<string, ProbeWatch>;
  /** Calls `check` on every DOM change until it holds, then records the watch `name`. */
  when(name: string, check: () => boolean): void;
}

declare global {
  interface Window {
    __bench: Probe;
  }
}

/** The probe itself, and the last click's time. */
function installProbe(): void {
  const now = () => performance.now();
  const probe: Probe = {
    lastClick: null,
    fcp: null,
    lcp: null,
    cls: 0,
    longTasks: [],
    watches: {},
    when(name, check) {
      const record = () => {
        const found = now();
        requestAnimationFrame(() => {
          probe.watches[name] = { found, painted: now() };
        });
      };
      if (check()) {
        record();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        record();
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
  };
  window.__bench = probe;

  addEventListener('click', (event) => (probe.lastClick = event.timeStamp), { capture: true });
}

/** The watches every measure may wait on: the first card, the login form, the form usable. */
function watchFirstViews(): void {
  const probe = window.__bench;
  probe.when('firstCard', () => document.querySelector('[role="feed"] article') !== null);
  probe.when('loginForm', () =>
    [...document.querySelectorAll('button')].some(
      (b) => b.textContent?.trim() === 'Use guest login',
    ),
  );
  // The login form is usable: its fields take input and its Login button can be clicked.
  probe.when('loginUsable', () => {
    const form = document.querySelector('form');
    if (!form) return false;
    const fields = [...form.querySelectorAll('input')];
    const login = [...form.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Login',
    );
    return fields.length >= 2 && fields.every((f) => !f.disabled) && !!login && !login.disabled;
  });
}

/** The chrome, and when the app has the page (checked every frame: a flag is no DOM change). */
function watchAppReady(): void {
  const probe = window.__bench;
  probe.when('chrome', () => document.querySelector('nav[aria-label="Main"]') !== null);
  const drawn = () => document.getElementById('murmur-drawn') !== null;
  const ready = () => {
    const early = (window as unknown as { __murmurEarlyInput?: { done: boolean } })
      .__murmurEarlyInput;
    if (drawn()) return early?.done === true;
    return 'loginUsable' in probe.watches || 'chrome' in probe.watches;
  };
  const check = () => {
    if (ready()) probe.watches.appReady = { found: performance.now(), painted: performance.now() };
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The first and the largest contentful paint, and every long task. */
function observePaintAndTasks(): void {
  const probe = window.__bench;
  new PerformanceObserver((list) => {
    const first = list.getEntriesByName('first-contentful-paint')[0];
    if (first && probe.fcp === null) probe.fcp = first.startTime;
  }).observe({ type: 'paint', buffered: true });

  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** CLS: the largest session window of layout shifts without recent input. */
function observeLayoutShifts(): void {
  const probe = window.__bench;
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      const continues = entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000;
      if (continues) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      previous = entry.startTime;
      probe.cls = Math.max(probe.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The probe's init scripts, to be added to a context in this order. */
export const PROBE_SCRIPTS = [
  installProbe,
  watchFirstViews,
  watchAppReady,
  observePaintAndTasks,
  observeLayoutShifts,
] as const;
