/**
 * Sets up the fault this tab asked for (chaosRequest.ts): the runtime plugin that makes it, and
 * a word in the console. Returns whether a fault is in effect.
 */
import { hostInstance } from '../federationInstance';
import { chaosPlugin } from './chaosPlugin';
import { chaosOfThisTab, takeChaosFromLink, type ChaosRequest } from './chaosRequest';

let inEffect: ChaosRequest | null = null;

/** The fault this page runs with, for the devtools panel. */
export const chaosInEffect = () => inEffect;

export function installChaos(): boolean {
  takeChaosFromLink();
  const request = chaosOfThisTab();
  if (!request) return false;
  hostInstance()?.registerPlugins([chaosPlugin(request)]);
  inEffect = request;
  console.warn(
    `Murmur makes the "${request.remote}" app fail on purpose (${request.fault}) in this tab; ?chaos=off ends it.`,
  );
  return true;
}
