/**
 * Where the remotes live is decided at run time, not build time: the shell reads remotes.json
 * (remote name → its manifest and routes, or a manifest URL) from its own origin and registers
 * each remote it names with the federation runtime. The same build can then point at any
 * deployment of any remotes.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startChaosIfAsked } from '../devtools/chaos/startChaos';
import { canaryBucket } from '../releases/canaryBucket';
import { pinCurrentVersions } from './integrity/pinPointer';
import { remotesJsonOfThisPage } from '../releases/remotesJson';
import { previewOfThisPage, type ChosenPreview } from '../releases/previews/choosePreview';
import { manifestFor } from '../releases/remotesPointer';
import type { RemoteOverride } from './overrides/overrideRules';
import { readRemoteOverrides } from './overrides/readOverrides';

/** Remote name → the manifest URL this page loads it from. */
export type RemotesConfig = Record<string, string>;

/**
 * Checks that the file gives each remote it names a URL or a release store's pointer
 * (releases/remotesPointer.ts). A pointer gives this page the canary's manifest when its
 * bucket is in the canary's share.
 */
export function parseRemotesConfig(json: unknown, bucket = canaryBucket()): RemotesConfig {
  if (typeof json !== 'object' || json === null) {
    throw new Error('remotes.json must be an object of remote name → manifest URL.');
  }
  const entries = Object.entries(json).map(([name, entry]) => {
    const url = manifestFor(entry, bucket);
    if (url === null) {
      throw new Error(`remotes.json has no manifest URL for the "${name}" remote.`);
    }
    return [name, url] as const;
  });
  return Object.fromEntries(entries) as RemotesConfig;
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // The same reading the shared tree shaking plugin made as the shell started.
  const remotesJson = await remotesJsonOfThisPage();
  pinCurrentVersions(remotesJson, canaryBucket());
  return parseRemotesConfig(remotesJson);
}

/** remotes.json with this tab's allowed overrides (docs/developing.md, "Point a running shell at your local remote"). */
export function withOverrides(
  config: RemotesConfig,
  overrides: readonly RemoteOverride[],
): RemotesConfig {
  const changed = Object.fromEntries(
    overrides.map(({ remote, manifestUrl }) => [remote, manifestUrl]),
  );
  return { ...config, ...changed };
}

/** remotes.json with this browser's preview (a version of the store) in its remote's place. */
export function withPreview(config: RemotesConfig, preview: ChosenPreview | null): RemotesConfig {
  if (!preview || !(preview.remote in config)) return config;
  return { ...config, [preview.remote]: preview.manifestUrl };
}

let registration: Promise<void> | null = null;
// Decided once per page load, whatever happens to remotes.json.
let overrides: Promise<RemoteOverride[]> | null = null;
let preview: Promise<ChosenPreview | null> | null = null;

/**
 * Registers the remotes once. A failure is not remembered, so the next page that needs a
 * remote (or its "Try again" button) reads remotes.json again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (registration) return registration;
  const config = fetchRemotesConfig();
  // Only a remote of remotes.json can be overridden.
  overrides ??= readRemoteOverrides(
    config.then(
      (read) => Object.keys(read),
      () => [],
    ),
  );
  preview ??= previewOfThisPage();
  registration = Promise.all([config, overrides, preview])
    .then(async ([config, applied, previewed]) => {
      // Faults asked for (a development build, a preview session only) fail the first load too.
      await startChaosIfAsked(previewed !== null);
      const entries = Object.entries(withOverrides(withPreview(config, previewed), applied));
      registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/**
 * The start-up's registration. A failure here is not fatal: each remote page shows it and
 * retries on "Try again". Settles either way.
 */
export function startRegisteringRemotes(): Promise<void> {
  return ensureRemotesRegistered().catch((error: unknown) => {
    console.error('Murmur could not read remotes.json.', error);
  });
}
