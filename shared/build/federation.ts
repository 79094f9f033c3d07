/** Module Federation settings common to every app: the shared singletons and the manifest. */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { installedVersion, packageOf } from './versions';

/**
 * Libraries that must exist once on the page: two Reacts break hooks, two routers or two Redux
 * bindings lose their context, two toast stores show nothing. `@murmur/shared` carries the one
 * store, so it is shared too. React's entry points are listed one by one because the
 * JSX runtime and the client renderer are imported by their own paths.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-hot-toast',
  '@murmur/shared',
] as const;

export interface FederationOptions {
  name: string;
  appDir: string;
  exposes?: Record<string, string>;
}

export function sharedSingletons(appDir: string) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      // Every workspace pins the same exact versions, so the installed one is the required one.
      const version = installedVersion(packageOf(request), appDir);
      return [request, { singleton: true, version, requiredVersion: version }];
    }),
  );
}

export function federationPlugin({ name, appDir, exposes }: FederationOptions) {
  return new ModuleFederationPlugin({
    name,
    // Remotes keep a fixed entry file name: the manifest and the shell's loader point at it.
    filename: 'remoteEntry.js',
    ...(exposes ? { exposes } : {}),
    // The shell registers its remotes at run time from remotes.json, so none are listed here.
    remotes: {},
    shared: sharedSingletons(appDir),
    // A singleton already on the page wins over a newer copy that a late remote brings.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Remote types come from shared/src/federation/contracts.ts, not from generated archives.
    dts: false,
  });
}
