/**
 * How a production build groups the shared libraries into files. Module Federation gives each
 * shared module a chunk of its own (React, its JSX runtime, React DOM, its client, Redux
 * Toolkit and each of its helpers…): sixteen files before a page's first screen, each one more
 * request and one more round of the runtime's loading. Libraries the first screen always loads
 * together go into two files: React with React DOM and the toasts, and the rest (the router and
 * the Redux family). @murmur/core keeps a file of its own: it changes with the app.
 *
 * Fewer files matter beyond their count: a browser asks one origin for six files at a time over
 * HTTP/1.1, and the shell's origin also serves its entry, its start-up, remotes.json and the mock's
 * worker on a first screen.
 */
import type { OptimizationSplitChunksCacheGroup } from '@rspack/core';

const nodeModules = (packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

export const SHARED_LIBRARY_CHUNKS: Record<string, OptimizationSplitChunksCacheGroup> = {
  react: {
    test: nodeModules(['react', 'react-dom', 'scheduler', 'react-hot-toast', 'goober']),
    name: 'react',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
  libraries: {
    test: nodeModules([
      'react-router',
      'react-router-dom',
      'cookie',
      'set-cookie-parser',
      '@reduxjs[\\\\/]toolkit',
      'redux',
      'redux-thunk',
      'immer',
      'reselect',
      'react-redux',
      'use-sync-external-store',
    ]),
    name: 'libraries',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
};
