/**
 * Sets up the fault this tab asked for (chaosRequest.ts): the runtime plugin that makes it, no
 * telemetry from a page whose failures are made on purpose, and a word in the console.
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { stopTelemetry } from '../../telemetry/startTelemetry';
import { chaosPlugin } from './chaosPlugin';
import { chaosOfThisTab, takeChaosFromLink, type ChaosRequest } from './chaosRequest';

let inEffect: ChaosRequest | null = null;

/** The fault this page runs with, for the devtools panel. */
export const chaosInEffect = () => inEffect;

export function installChaos(): void {
  takeChaosFromLink();
  const request = chaosOfThisTab();
  if (!request) return;
  registerPlugins([chaosPlugin(request)]);
  stopTelemetry();
  inEffect = request;
  console.warn(
    `Murmur makes the "${request.remote}" app fail on purpose (${request.fault}) in this tab; ?chaos=off ends it.`,
  );
}
