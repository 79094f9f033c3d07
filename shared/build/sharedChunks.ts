/**
 * How a production build groups the shared libraries into files. Module Federation gives each
 * shared module a chunk of its own (React, its JSX runtime, React DOM, its client, Redux
 * Toolkit and each of its helpers…): sixteen files before a page's first screen, each one more
 * request and one more round of the runtime's loading. Libraries the first screen always loads
 * together go into one file each: React with React DOM and the toasts, and the Redux family.
 * The router and @murmur/core keep files of their own.
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
  redux: {
    test: nodeModules([
      '@reduxjs[\\\\/]toolkit',
      'redux',
      'redux-thunk',
      'immer',
      'reselect',
      'react-redux',
      'use-sync-external-store',
    ]),
    name: 'redux',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
};
