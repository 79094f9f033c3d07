/**
 * Shared libraries provided trimmed. A library shared through Module Federation is provided
 * whole, since any remote might use any of its exports: react-router alone would weigh 60 kB
 * gzip on every page. In a production build the shared module is instead a small generated
 * facade that re-exports exactly the names Murmur's code imports (usedImports.ts), so the bundler
 * drops the rest. Every app is built from this one repository with the same facade, so the
 * shell's copy serves every remote. (A remote built later from code that imports a new name
 * must ship with a shell built from that code too.)
 */
import { join } from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { usedImports } from './usedImports';

interface TrimmedLibrary {
  /** Share keys provided by the facade. */
  keys: readonly string[];
  /** Where each name really lives. */
  source: (name: string) => string;
}

/** A request that reaches the real package without matching its share key. */
const unshared = (library: string) => `@murmur/unshared/${library}`;

/** react-router-dom re-exports react-router, and its DOM router from react-router/dom. */
const ROUTER_DOM_ONLY = new Set(['RouterProvider', 'HydratedRouter']);

const TRIMMED: Record<string, TrimmedLibrary> = {
  'react-router': {
    keys: ['react-router', 'react-router-dom'],
    source: (name) => (ROUTER_DOM_ONLY.has(name) ? 'react-router/dom' : unshared('react-router')),
  },
  'redux-toolkit': {
    keys: ['@reduxjs/toolkit'],
    source: () => unshared('@reduxjs/toolkit'),
  },
};

export interface TrimmedShares {
  /** Share key → the facade module to provide under it. */
  imports: Record<string, string>;
  /** Facade modules and aliases the compiler needs. */
  plugins: RspackPluginInstance[];
  aliases: Record<string, string>;
}

function facadeSource(names: Iterable<string>, source: (name: string) => string): string {
  const bySource = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    bySource.set(source(name), [...(bySource.get(source(name)) ?? []), name]);
  }
  return [...bySource]
    .map(([from, list]) => `export { ${list.join(', ')} } from '${from}';`)
    .join('\n');
}

export function trimmedShares(repoRoot: string): TrimmedShares {
  const libraries = Object.values(TRIMMED).flatMap((library) => library.keys);
  const names = usedImports(repoRoot, libraries);
  const modules: Record<string, string> = {};
  const imports: Record<string, string> = {};
  const aliases: Record<string, string> = {};
  for (const [id, library] of Object.entries(TRIMMED)) {
    // Under node_modules, so its own imports resolve like any package's.
    const facade = join(repoRoot, 'node_modules/.murmur-shared', `${id}.mjs`);
    const used = library.keys.flatMap((key) => [...(names.get(key) ?? [])]);
    modules[facade] = facadeSource(new Set(used), library.source);
    for (const key of library.keys) {
      imports[key] = facade;
      aliases[`${unshared(key)}$`] = key;
    }
  }
  return {
    imports,
    aliases,
    plugins: [new rspack.experiments.VirtualModulesPlugin(modules)],
  };
}
