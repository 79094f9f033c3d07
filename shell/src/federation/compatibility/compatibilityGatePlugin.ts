/**
 * A federation runtime plugin that refuses a remote built for a newer shell. It runs when the
 * runtime has read the remote's manifest and before it requests the remote's entry script, so
 * a refused remote never runs a line: its pages say what it needs and what this shell has,
 * while the rest of the product works on.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../RemoteLoadError';
import { appLabel, describeUnmet, singletonChecks, type SharedEntry } from './singletonChecks';

/** A remote whose required singletons the page cannot give. */
export class IncompatibleRemoteError extends RemoteLoadError {
  constructor(remote: string, message: string) {
    super(remote, message);
    this.name = 'IncompatibleRemoteError';
  }
}

export type HostShared = Record<string, { version?: string; from?: string }[] | undefined>;

/** Library → the version the shell itself provides (its own copy, not one a remote brought). */
export function providedByShell(shared: HostShared, shellName: string): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const [library, copies] of Object.entries(shared)) {
    const own = copies?.find((copy) => copy.from === shellName) ?? copies?.[0];
    if (own?.version) provided[library] = own.version;
  }
  return provided;
}

export function compatibilityGatePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'murmur-compatibility-gate',

    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as
        { shared?: SharedEntry[]; metaData?: { buildInfo?: { buildName?: string } } } | undefined;
      if (!manifest?.shared) return args;
      const provided = providedByShell(args.options.shared as HostShared, args.options.name);
      const unmet = singletonChecks(manifest.shared, provided).filter((check) => !check.ok);
      if (unmet.length === 0) return args;

      const app = appLabel(manifest.metaData?.buildInfo?.buildName, args.moduleInfo.name);
      const message = `${unmet.map((check) => describeUnmet(app, check)).join('. ')}.`;
      console.error(`Murmur refused to load ${app}: ${message}`);
      throw new IncompatibleRemoteError(args.moduleInfo.name, message);
    },
  };
}
