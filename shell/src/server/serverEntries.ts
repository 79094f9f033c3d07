/**
 * A federation runtime plugin of the shell's server build (shared/build/serverBuild/): there a
 * remote's entry is a file of its build or of its release store version, required from the
 * disk, not a URL to fetch.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: (path: string) => unknown;

export default function serverEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'murmur-server-entries',
    loadEntry({ remoteInfo }) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(remoteInfo.entry)) return undefined;
      return __non_webpack_require__(remoteInfo.entry) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };
}
