/** The canary judge's options as `canary:judge` and `deploy --judge` both read them. */
import { UsageError } from '../cli';
import type { JudgeOptions } from './canaryJudge';
import { apiAddress } from './healthSummary';
import { judgeSettingsFrom } from './judgeRule';

function seconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`--${name} takes seconds.`);
  return value;
}

/** The judge's flags, for parseArgs (docs/releases.md, "The canary judge"). */
export const JUDGE_FLAGS = {
  api: { type: 'string' },
  watch: { type: 'boolean' },
  every: { type: 'string' },
  timeout: { type: 'string' },
  hours: { type: 'string' },
} as const;

export function judgeOptionsFrom(values: {
  api?: string;
  watch?: boolean;
  every?: string;
  timeout?: string;
  hours?: string;
}): JudgeOptions {
  return {
    api: apiAddress(values.api),
    settings: judgeSettingsFrom(),
    watch: values.watch ?? false,
    everyMs: seconds('every', values.every, 15) * 1000,
    timeoutMs: seconds('timeout', values.timeout, 30 * 60) * 1000,
    hours: values.hours === undefined ? undefined : seconds('hours', values.hours, 24),
  };
}
