/**
 * Faults on demand (`?chaos=feed:offline|slow|throw`, or the devtools panel): one remote made to
 * fail in a chosen way, so a team sees its loading, fallback and error states in the real shell.
 * Only where that is safe: a development build, or a browser on a preview (a version nobody else
 * gets, which this browser chose by its link). A live production session ignores the request
 * and fetches nothing for it. The faults themselves load only when asked for (installChaos.ts).
 *
 * Runs before the remotes are registered (registerRemotes.ts), so the first load already fails.
 */
import { stopTelemetry } from '../../telemetry/startTelemetry';

/** chaosRequest.ts's, repeated: importing them would share a module with the faults' chunk. */
const CHAOS_PARAM = 'chaos';
const CHAOS_KEY = 'murmur.chaos';

function asked(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has(CHAOS_PARAM) ||
      window.sessionStorage.getItem(CHAOS_KEY) !== null
    );
  } catch {
    return false; // storage blocked: nothing was asked for this tab either
  }
}

/** Whether this page may make faults: a development build, or a preview session. */
export const chaosAllowed = (onPreview: boolean) =>
  process.env.NODE_ENV !== 'production' || onPreview;

export async function startChaosIfAsked(onPreview: boolean): Promise<void> {
  if (!chaosAllowed(onPreview) || !asked()) return;
  try {
    const { installChaos } = await import(/* webpackChunkName: "chaos" */ './installChaos');
    // A page whose failures are made on purpose reports nothing: they would count against the
    // versions it runs.
    if (installChaos()) stopTelemetry();
  } catch (error) {
    console.warn(
      'Murmur could not set up the faults asked for; the page runs without them.',
      error,
    );
  }
}
