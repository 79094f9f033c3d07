/**
 * `npm run canary:judge -- <app>` (and `deploy --canary N --judge`): reads the figures of the
 * app's live and canary versions from the API server and promotes the canary, rolls it back, or
 * waits, by the rule of judgeRule.ts. A decision moves the pointer under the store's lock, as a
 * hand's `promote` or `rollback` would, and goes into the release log with its figures. With
 * `watch`, it asks again every `everyMs` until it has decided or `timeoutMs` has passed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from '../context';
import { readPointers } from '../pointers';
import { RefusedError } from '../store';
import { switchPointer } from '../switchPointer';
import { describeHealth, readHealth } from './healthSummary';
import { noSessions, type VersionHealth } from './versionHealth';
import { judgeCanary, type JudgeSettings, type Verdict } from './judgeRule';

export interface JudgeOptions {
  api: string;
  settings: JudgeSettings;
  /** Ask again until decided (bounded by `timeoutMs`). */
  watch?: boolean;
  everyMs?: number;
  timeoutMs?: number;
  /** How far back the figures go, in hours. */
  hours?: number;
  /** Where the figures come from (tests give their own). */
  read?: typeof readHealth;
}

export type JudgeOutcome = Verdict | 'no canary' | 'timed out';

interface Figures {
  canaryVersion: string;
  live: VersionHealth;
  canary: VersionHealth;
}

async function figuresOf(app: AppEntry, context: ReleaseContext, options: JudgeOptions) {
  const pointer = readPointers(context.paths)[app.dir]!;
  if (!pointer.canary || !pointer.live) return null;
  const read = options.read ?? readHealth;
  const health = await read(options.api, app, {
    hours: options.hours,
    perPrefix: options.settings.sessionsPerPrefix,
  });
  const { live, canary } = pointer;
  return {
    canaryVersion: canary.version,
    live: health.get(live) ?? noSessions(app.name, live),
    canary: health.get(canary.version) ?? noSessions(app.name, canary.version),
  } satisfies Figures;
}

/** Moves the pointer for a verdict, unless the canary judged is no longer the canary. */
async function carryOut(
  verdict: 'promote' | 'rollback',
  reason: string,
  app: AppEntry,
  figures: Figures,
  context: ReleaseContext,
): Promise<void> {
  const judged = { reason, live: figures.live, canary: figures.canary };
  const by = `canary judge (${context.by})`;
  await switchPointer(verdict, app, { ...context, by }, async (current) => {
    if (current.canary?.version !== figures.canaryVersion || !current.live) {
      throw new RefusedError(
        `${app.dir}'s canary changed while it was judged (now ${current.canary?.version ?? 'none'}); nothing done.`,
      );
    }
    const canary = current.canary.version;
    const numbers = `canary ${describeHealth(figures.canary)}; live ${describeHealth(figures.live)}`;
    return verdict === 'promote'
      ? {
          version: canary,
          next: { live: canary, canary: null },
          summary: `${app.dir} ${canary} is live for everyone, promoted by the canary judge: ${reason} (${numbers}).`,
          judged,
        }
      : {
          version: canary,
          next: { live: current.live, canary: null },
          summary: `${app.dir}: the canary ${canary} was rolled back by the canary judge: ${reason} (${numbers}); ${current.live} is live for everyone.`,
          // Rolled back for its figures: never a last good version (lastGood.ts).
          faulty: canary,
          judged,
        };
  });
}

/** One look at the figures, and the decision they give (carried out). */
export async function judgeOnce(
  app: AppEntry,
  context: ReleaseContext,
  options: JudgeOptions,
): Promise<JudgeOutcome> {
  const figures = await figuresOf(app, context, options);
  if (!figures) {
    context.print(`${app.dir} has no canary to judge.`);
    return 'no canary';
  }
  const { verdict, reason } = judgeCanary(figures.live, figures.canary, options.settings);
  if (verdict === 'wait') {
    context.print(`${app.dir} canary ${figures.canaryVersion}: waiting, ${reason}.`);
    return 'wait';
  }
  await carryOut(verdict, reason, app, figures, context);
  return verdict;
}

export async function judgeCanaryOf(
  app: AppEntry,
  context: ReleaseContext,
  options: JudgeOptions,
): Promise<JudgeOutcome> {
  const { watch = false, everyMs = 15_000, timeoutMs = 30 * 60_000 } = options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await judgeOnce(app, context, options);
    if (!watch || outcome !== 'wait') return outcome;
    if (Date.now() + everyMs > until) {
      context.print(
        `${app.dir}: no decision within ${Math.round(timeoutMs / 1000)} s; the canary stays. Run it again, or promote or roll back by hand.`,
      );
      return 'timed out';
    }
    await sleep(everyMs);
  }
}
