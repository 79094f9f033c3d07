/**
 * Libraries that must exist once on the page: two Reacts break hooks, two routers or two Redux
 * bindings lose their context, two toast stores show nothing. `@murmur/core` carries the one
 * store, so it is shared too. React's entry points are listed one by one because the
 * JSX runtime and the client renderer are imported by their own paths. The router is shared as
 * react-router-dom only, which holds react-router whole (federation.ts says why); apps import it
 * by that name (a lint rule).
 *
 * Plain data, apart from the bundler plugin, so tests and scripts can read it cheaply.
 */
import { packageOf } from './versions';

export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-hot-toast',
  '@murmur/core',
] as const;

/** The packages those requests belong to, once each: a page holds one copy of each of them. */
export const SINGLETON_PACKAGES: readonly string[] = [...new Set(SHARED_SINGLETONS.map(packageOf))];
