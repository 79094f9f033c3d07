/**
 * The preview this page runs, for the bar that says so (chrome/PreviewBar). Decided once per
 * load, before the remotes are registered; kept outside the store because core knows nothing of
 * it.
 */
export interface ActivePreview {
  app: string;
  name: string;
  /** The preview's version, when the store named one. */
  version: string | null;
  /** Why the page runs the live version instead (the gate's refusal), or null when it runs the preview. */
  refused: string | null;
}

let active: ActivePreview | null = null;
const listeners = new Set<() => void>();

export function setActivePreview(preview: ActivePreview | null): void {
  active = preview;
  listeners.forEach((listener) => listener());
}

export const getActivePreview = (): ActivePreview | null => active;

export function subscribeToActivePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
