/**
 * A reload the page does by itself says why, before and after: the reason is kept in session
 * storage and written again once the new page starts, by whichever app's bundle runs first
 * (a console is cleared by the reload unless "Preserve log" is on).
 */
const NOTE_KEY = 'murmur.hotReloadReason';

export function showPendingReloadNote() {
  const pendingNote = window.sessionStorage.getItem(NOTE_KEY);
  if (!pendingNote) return;
  window.sessionStorage.removeItem(NOTE_KEY);
  console.warn(`[Murmur] The page was reloaded: ${pendingNote}`);
}

export function reloadBecause(note) {
  // Another bundle is already reloading the page: its reason is the one to keep, and this
  // one's trouble may only come from the page going away.
  if (window.__murmurReloading) return;
  window.__murmurReloading = true;
  console.warn(`[Murmur] Reloading the page: ${note}`);
  window.sessionStorage.setItem(NOTE_KEY, note);
  window.location.reload();
}
