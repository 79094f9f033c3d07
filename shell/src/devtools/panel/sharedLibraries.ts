/**
 * Which copy of each shared library this page runs, from the federation runtime's share scope:
 * the version chosen, the app whose build provided it, whether it is the shell's trimmed copy,
 * and the other versions apps offered. A singleton (React, the router, the store) has one copy
 * on the page; the one loaded is the one chosen.
 */
export interface SharedCopy {
  version: string;
  from: string;
  singleton: boolean;
  loaded: boolean;
  /** The shell's copy trimmed to the exports the apps use (shared tree shaking). */
  trimmed: boolean;
}

export interface SharedLibrary {
  name: string;
  chosen: SharedCopy | null;
  /** Other versions offered by the apps, not used. */
  offered: SharedCopy[];
}

interface ScopeEntry {
  version?: string;
  from?: string;
  loaded?: boolean;
  lib?: unknown;
  shareConfig?: { singleton?: boolean };
  treeShaking?: { loaded?: boolean; lib?: unknown };
}

export type ShareScope = Record<string, Record<string, ScopeEntry>>;

function copyOf(version: string, entry: ScopeEntry): SharedCopy {
  const trimmed = Boolean(entry.treeShaking?.loaded || entry.treeShaking?.lib);
  return {
    version: entry.version ?? version,
    from: entry.from ?? '?',
    singleton: Boolean(entry.shareConfig?.singleton),
    loaded: Boolean(entry.loaded || entry.lib || trimmed),
    trimmed,
  };
}

/** Every library of the scope, singletons first, each with the copy chosen. */
export function sharedLibraries(scope: ShareScope | undefined): SharedLibrary[] {
  return Object.entries(scope ?? {})
    .map(([name, versions]) => {
      const copies = Object.entries(versions).map(([version, entry]) => copyOf(version, entry));
      const chosen = copies.find((copy) => copy.loaded) ?? null;
      return { name, chosen, offered: copies.filter((copy) => copy !== chosen) };
    })
    .sort(
      (a, b) =>
        Number(b.chosen?.singleton ?? false) - Number(a.chosen?.singleton ?? false) ||
        a.name.localeCompare(b.name),
    );
}
