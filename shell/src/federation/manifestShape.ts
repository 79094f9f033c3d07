/**
 * What the shell reads of a remote's mf-manifest.json before the federation starts: the shared
 * libraries it takes, and what it imports of each. The manifest comes from its fetch
 * (remoteManifests.ts) or from the page's first-screen hints (firstScreenHints.ts).
 */

/** What a manifest says about one shared library. */
export interface ManifestShared {
  name: string;
  /** Added by our build (shared/build/manifestUsedExports.ts): the names the app imports. */
  usedExports?: string[];
}

export interface RemoteManifest {
  shared?: ManifestShared[];
}
