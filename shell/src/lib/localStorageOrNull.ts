/**
 * The page's localStorage, or null where there is none: the browser's settings can block it
 * (reading it then throws), and the shell's server build draws pages in Node, with no window.
 * Each reader takes null as "nothing stored".
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
