/** An app as the dashboard's server describes it, for the page's tests: feed-app v4 live, v5 a canary. */
import { DEFAULT_JUDGE_SETTINGS } from '@murmur/releases/judgeRule';
import type { AppReleases, JudgeThresholds, PreviewRow } from '../../api/dashboardApi';

/** The judge's own defaults, as the server answers them when no JUDGE_* variable is set. */
export const JUDGE: JudgeThresholds = DEFAULT_JUDGE_SETTINGS;

export const PREVIEW: PreviewRow = {
  app: 'feed-app',
  name: 'new-feed',
  version: 'v6',
  expires: '2026-12-04T05:12:09.000Z',
  expired: false,
  link: 'http://localhost:4500/?preview=feed-app:new-feed',
};

const row = (version: string, extra: Partial<AppReleases['versions'][number]> = {}) => ({
  version,
  createdAt: '2026-11-25T03:13:53.000Z',
  origin: '6124439',
  core: '^4.1.0',
  live: false,
  canaryPercent: null,
  lastGood: false,
  faulty: false,
  previews: [],
  ...extra,
});

export const feedApp = (changes: Partial<AppReleases> = {}): AppReleases => ({
  app: 'feed-app',
  telemetryName: 'feed',
  live: 'v4',
  canary: { version: 'v5', percent: 10 },
  lastGood: 'v3',
  rollbackTarget: 'v4',
  versions: [
    row('v6', { previews: [PREVIEW] }),
    row('v5', { canaryPercent: 10 }),
    row('v4', { live: true }),
    row('v3', { lastGood: true }),
    row('v2', { faulty: true }),
  ],
  previews: [PREVIEW],
  log: [],
  ...changes,
});
