/**
 * The canary judge's rule, on the figures of the two versions' own sessions (the API server's
 * telemetry summary): promote once both have enough sessions and the canary is no worse than
 * live within the margins; roll back as soon as it is clearly worse; else wait for more
 * sessions. A session with a fallback or a load failure is a session with an error.
 *
 * No verdict rests on one network: the figures count each address prefix (an IPv4 address, an
 * IPv6 /64) for at most `sessionsPerPrefix` sessions of a version (the server applies it), and
 * every verdict must hold without the one network that pushes hardest toward it, with sessions
 * from `minPrefixes` prefixes still left (withoutOneNetwork.ts; docs/releases.md, "What telemetry
 * the judge trusts"). `minPrefixes` of 1 trusts a single network (an intranet behind one address):
 * then nothing is left out.
 *
 * No Node import either, so the release dashboard's page tests can read its defaults
 * (`@murmur/releases/judgeRule`) instead of a copy of them.
 */
import { percent } from './versionHealth';
import type { VersionHealth } from './versionHealth';
import { withoutOneNetwork } from './withoutOneNetwork';

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
  /** The fewest address prefixes a version's sessions must come from before any verdict. */
  minPrefixes: number;
  /** The most sessions one address prefix counts for in a version's figures. */
  sessionsPerPrefix: number;
}

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  minSessions: 50,
  errorMargin: 0.02,
  vitalsMargin: 0.1,
  vitalsSlackMs: 50,
  rollbackSessions: 5,
  rollbackErrorMargin: 0.2,
  // The fewest sessions any verdict acts on (a clear rollback's 5), each from a network of its own.
  minPrefixes: 5,
  // One network, one session of each version: it moves an error rate by 1/sessions at most.
  sessionsPerPrefix: 1,
};

export type Verdict = 'promote' | 'rollback' | 'wait';

export interface Judgement {
  verdict: Verdict;
  /** Why, in a sentence with the figures. */
  reason: string;
}

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

/** The figures a verdict must hold on: without the one network that pushes hardest toward it. */
function toRollBack(live: VersionHealth, canary: VersionHealth, s: JudgeSettings) {
  if (s.minPrefixes < 2) return { live, canary };
  return {
    live: withoutOneNetwork(live, 'sessions without errors', s.sessionsPerPrefix),
    canary: withoutOneNetwork(canary, 'sessions with errors', s.sessionsPerPrefix),
  };
}

function toPromote(live: VersionHealth, canary: VersionHealth, s: JudgeSettings) {
  if (s.minPrefixes < 2) return { live, canary };
  return {
    live: withoutOneNetwork(live, 'sessions with errors', s.sessionsPerPrefix),
    canary: withoutOneNetwork(canary, 'sessions without errors', s.sessionsPerPrefix),
  };
}

const fewPrefixes = (side: string, figures: VersionHealth, s: JudgeSettings): Judgement => ({
  verdict: 'wait',
  reason: `${side} sessions come from ${figures.prefixes} address prefixes; ${s.minPrefixes < 2 ? s.minPrefixes : s.minPrefixes + 1} are needed`,
});

export function judgeCanary(
  live: VersionHealth,
  canary: VersionHealth,
  settings: JudgeSettings = DEFAULT_JUDGE_SETTINGS,
): Judgement {
  const s = settings;
  const against = toRollBack(live, canary, s);
  if (against.canary.prefixes < s.minPrefixes) return fewPrefixes("the canary's", canary, s);
  if (
    against.canary.sessions >= s.rollbackSessions &&
    against.canary.errorRate > against.live.errorRate + s.rollbackErrorMargin
  ) {
    return {
      verdict: 'rollback',
      reason: `clearly worse: error rate ${percent(canary.errorRate)} in ${canary.sessions} sessions against ${percent(live.errorRate)} in ${live.sessions}`,
    };
  }
  // Enough sessions even when one network's (the most it counts for) are left out.
  const leftOut = s.minPrefixes < 2 ? 0 : s.sessionsPerPrefix;
  if (Math.min(live.sessions, canary.sessions) - leftOut < s.minSessions) {
    return {
      verdict: 'wait',
      reason: `${canary.sessions} canary and ${live.sessions} live sessions; ${s.minSessions} each are needed${s.minPrefixes < 2 ? '' : ', without any one network'}`,
    };
  }
  if (against.live.prefixes < s.minPrefixes) return fewPrefixes("live's", live, s);
  const worse = worseThanLive(against.live, against.canary, s);
  if (worse.length > 0) {
    return { verdict: 'rollback', reason: `worse than live: ${worse.join('; ')}` };
  }
  const forPromotion = toPromote(live, canary, s);
  const stillWorse = worseThanLive(forPromotion.live, forPromotion.canary, s);
  if (stillWorse.length > 0) {
    return {
      verdict: 'wait',
      reason: `no worse than live only while one network's sessions count (without them: ${stillWorse.join('; ')}); more sessions are needed`,
    };
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

function atLeastOne(name: string, raw: string | undefined, fallback: number): number {
  const value = fraction(name, raw, fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${raw}".`);
  }
  return value;
}

/** Each setting's variable; counts of address prefixes and sessions in them are whole numbers. */
const VARIABLES: Record<keyof JudgeSettings, [name: string, read: typeof fraction]> = {
  minSessions: ['JUDGE_MIN_SESSIONS', fraction],
  errorMargin: ['JUDGE_ERROR_MARGIN', fraction],
  vitalsMargin: ['JUDGE_VITALS_MARGIN', fraction],
  vitalsSlackMs: ['JUDGE_VITALS_SLACK_MS', fraction],
  rollbackSessions: ['JUDGE_ROLLBACK_SESSIONS', fraction],
  rollbackErrorMargin: ['JUDGE_ROLLBACK_ERROR_MARGIN', fraction],
  minPrefixes: ['JUDGE_MIN_PREFIXES', atLeastOne],
  sessionsPerPrefix: ['JUDGE_SESSIONS_PER_PREFIX', atLeastOne],
};

/** The settings, each from its variable when set (docs/releases.md, "The canary judge"). */
export function judgeSettingsFrom(env: NodeJS.ProcessEnv = process.env): JudgeSettings {
  const settings = { ...DEFAULT_JUDGE_SETTINGS };
  for (const [key, [name, read]] of Object.entries(VARIABLES)) {
    const setting = key as keyof JudgeSettings;
    settings[setting] = read(name, env[name], DEFAULT_JUDGE_SETTINGS[setting]);
  }
  return settings;
}
