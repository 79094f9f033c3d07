/**
 * The compatibility gate's verdict on a preview, given before the preview replaces the live
 * version: the same check and words as the gate (federation/compatibility), against the
 * singletons this page's shell provides. A refused preview is never registered, so the app
 * stays on its live version and the bar says why.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchPinned } from '../../federation/integrity/versionLists';
import {
  providedByShell,
  type HostShared,
} from '../../federation/compatibility/compatibilityGatePlugin';
import {
  appLabel,
  describeUnmet,
  singletonChecks,
  type SharedEntry,
} from '../../federation/compatibility/singletonChecks';

interface Manifest {
  shared?: SharedEntry[];
  metaData?: { buildInfo?: { buildName?: string } };
}

/** Null when the shell takes the remote, else the sentence the gate would say. */
export function gateRefusal(manifest: Manifest, fallbackName: string): string | null {
  const instance = getInstance();
  if (!manifest.shared || !instance) return null;
  const provided = providedByShell(instance.options.shared as HostShared, instance.options.name);
  const unmet = singletonChecks(manifest.shared, provided).filter((check) => !check.ok);
  if (unmet.length === 0) return null;
  const app = appLabel(manifest.metaData?.buildInfo?.buildName, fallbackName);
  return `${unmet.map((check) => describeUnmet(app, check)).join('. ')}.`;
}

/**
 * Reads the preview's manifest (pinned by its hash where the store gave one) and gives the
 * gate's refusal, or null when it admits it.
 */
export async function previewRefusal(manifestUrl: string, app: string): Promise<string | null> {
  try {
    const response = await fetchPinned(manifestUrl);
    if (!response.ok) return `its manifest answered ${response.status}.`;
    return gateRefusal((await response.json()) as Manifest, app);
  } catch {
    return 'its manifest could not be read.';
  }
}
