/**
 * Which app's code threw: the script URLs of the error's stack matched against where each loaded
 * app's files live (its manifest's folder). The frame nearest the throw decides; an error whose
 * stack names no app's files is the shell's.
 */
export interface AppFiles {
  /** The federation name (`feed`), or `shell`. */
  app: string;
  /** The folder its files are served from, absolute (`https://…/apps/feed-app/v3/`). */
  base: string;
}

const URL_IN_STACK = /\b(?:https?|file):\/\/[^\s)'"]+/g;

export function appOfStack(stack: string | undefined, apps: readonly AppFiles[]): string {
  if (!stack) return 'shell';
  // The longest folder first: a store's `/apps/shell/v3/` must not swallow a remote's files.
  const byLength = [...apps].sort((a, b) => b.base.length - a.base.length);
  for (const url of stack.match(URL_IN_STACK) ?? []) {
    const owner = byLength.find(({ base }) => url.startsWith(base));
    if (owner) return owner.app;
  }
  return 'shell';
}

export const stackOf = (thrown: unknown): string | undefined =>
  thrown instanceof Error && typeof thrown.stack === 'string' ? thrown.stack : undefined;
