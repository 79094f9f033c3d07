/**
 * `--monolith`: the first screen of this run's federated build and of the same sources as one
 * application (monolith/), served side by side, their cold runs taken in turn (turns.ts), so a
 * busy minute lands on both.
 */
import type { Browser } from '@playwright/test';
import type { BenchEnv } from './env';
import { guestSession, makeOpen } from './env';
import { measureBytes, type PageBytes } from './measure/bytes';
import { measureDrawnFirstScreen, type DrawnFirstScreen } from './measure/drawnFirstScreen';
import { measureFederationParts, type FederationParts } from './measure/federationParts';
import { alternatingTurns } from './turns';

export interface FirstScreenSide {
  bytes: { login: PageBytes; home: PageBytes };
  drawn: DrawnFirstScreen;
  parts: FederationParts;
}

/** The monolith's measures work with: its origin, no module map (its one bundle holds all). */
export async function monolithEnv(
  browser: Browser,
  served: { url: string; appOfOrigin: Map<string, string> },
  like: BenchEnv,
): Promise<BenchEnv> {
  const open = makeOpen(browser, served.url, served.appOfOrigin);
  const session = await guestSession(open);
  return {
    ...like,
    baseURL: served.url,
    appOfOrigin: served.appOfOrigin,
    moduleMap: {},
    session,
    open,
    turn: undefined,
  };
}

/** Both builds' first screens: [monolith, federated]. */
export async function measureBesideMonolith(
  monolith: BenchEnv,
  federated: BenchEnv,
): Promise<[FirstScreenSide, FirstScreenSide]> {
  const [monolithTurn, federatedTurn] = alternatingTurns(2);
  const envs = [
    { ...monolith, turn: monolithTurn },
    { ...federated, turn: federatedTurn },
  ] as const;
  const bytes = [await measureBytes(envs[0]), await measureBytes(envs[1])] as const;
  const drawn = await Promise.all(envs.map((env) => measureDrawnFirstScreen(env)));
  const parts = [await measureFederationParts(envs[0]), await measureFederationParts(envs[1])];
  return [0, 1].map((side) => ({
    bytes: { login: bytes[side]!.login, home: bytes[side]!.home },
    drawn: drawn[side]!,
    parts: parts[side]!,
  })) as [FirstScreenSide, FirstScreenSide];
}
