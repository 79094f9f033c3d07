/**
 * The canary judge's rule, on the figures of the two versions' own sessions (the API server's
 * telemetry summary): promote once both have enough sessions and the canary is no worse than
 * live within the margins; roll back as soon as it is clearly worse; else wait for more
 * sessions. A session with a fallback or a load failure is a session with an error.
 */
import type { VersionHealth } from './healthSummary';

export interface JudgeSettings {
  /** Sessions each version needs before the canary may be promoted. */
  minSessions: number;
  /** The canary's error rate may exceed live's by this much (0.02: two points) and pass. */
  errorMargin: number;
  /** LCP and INP p75 may be this much slower than live's (0.1: 10 %) and pass… */
  vitalsMargin: number;
  /** …or this many milliseconds, whichever is more (a fast page's 10 % is within noise). */
  vitalsSlackMs: number;
  /**
   * Clearly worse, rolled back at once: with at least `rollbackSessions` canary sessions, an
   * error rate this far above live's (0.2: twenty points), however few sessions live has.
   */
  rollbackSessions: number;
  rollbackErrorMargin: number;
}

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  minSessions: 50,
  errorMargin: 0.02,
  vitalsMargin: 0.1,
  vitalsSlackMs: 50,
  rollbackSessions: 5,
  rollbackErrorMargin: 0.2,
};

export type Verdict = 'promote' | 'rollback' | 'wait';

export interface Judgement {
  verdict: Verdict;
  /** Why, in a sentence with the figures. */
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** What is worse about the canary beyond the margins, one phrase each. */
function worseThanLive(live: VersionHealth, canary: VersionHealth, s: JudgeSettings): string[] {
  const worse: string[] = [];
  if (canary.errorRate > live.errorRate + s.errorMargin) {
    worse.push(`error rate ${percent(canary.errorRate)} against ${percent(live.errorRate)}`);
  }
  for (const [name, key] of [
    ['LCP', 'lcpP75'],
    ['INP', 'inpP75'],
  ] as const) {
    const mine = canary[key];
    const theirs = live[key];
    if (mine === null || theirs === null) continue; // not measured on one side: not judged
    const allowed = theirs + Math.max(theirs * s.vitalsMargin, s.vitalsSlackMs);
    if (mine > allowed) worse.push(`${name} p75 ${mine} ms against ${theirs} ms`);
  }
  return worse;
}

export function judgeCanary(
  live: VersionHealth,
  canary: VersionHealth,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
): Judgement {
  if (
    canary.sessions >= settings.rollbackSessions &&
    canary.errorRate > live.errorRate + settings.rollbackErrorMargin
  ) {
    return {
      verdict: 'rollback',
      reason: `clearly worse: error rate ${percent(canary.errorRate)} in ${canary.sessions} sessions against ${percent(live.errorRate)} in ${live.sessions}`,
    };
  }
  const enough = Math.min(live.sessions, canary.sessions) >= settings.minSessions;
  if (!enough) {
    return {
      verdict: 'wait',
      reason: `${canary.sessions} canary and ${live.sessions} live sessions; ${settings.minSessions} each are needed`,
    };
  }
  const worse = worseThanLive(live, canary, settings);
  if (worse.length > 0) {
    return { verdict: 'rollback', reason: `worse than live: ${worse.join('; ')}` };
  }
  return {
    verdict: 'promote',
    reason: `no worse than live over ${canary.sessions} and ${live.sessions} sessions (error rate ${percent(canary.errorRate)} against ${percent(live.errorRate)})`,
  };
}

function fraction(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number of 0 or more, got "${raw}".`);
  }
  return value;
}

/** The settings, each from its variable when set (docs/releases.md, "The canary judge"). */
export function judgeSettingsFrom(env: NodeJS.ProcessEnv = process.env): JudgeSettings {
  const d = DEFAULT_JUDGE_SETTINGS;
  return {
    minSessions: fraction('JUDGE_MIN_SESSIONS', env.JUDGE_MIN_SESSIONS, d.minSessions),
    errorMargin: fraction('JUDGE_ERROR_MARGIN', env.JUDGE_ERROR_MARGIN, d.errorMargin),
    vitalsMargin: fraction('JUDGE_VITALS_MARGIN', env.JUDGE_VITALS_MARGIN, d.vitalsMargin),
    vitalsSlackMs: fraction('JUDGE_VITALS_SLACK_MS', env.JUDGE_VITALS_SLACK_MS, d.vitalsSlackMs),
    rollbackSessions: fraction(
      'JUDGE_ROLLBACK_SESSIONS',
      env.JUDGE_ROLLBACK_SESSIONS,
      d.rollbackSessions,
    ),
    rollbackErrorMargin: fraction(
      'JUDGE_ROLLBACK_ERROR_MARGIN',
      env.JUDGE_ROLLBACK_ERROR_MARGIN,
      d.rollbackErrorMargin,
    ),
  };
}
