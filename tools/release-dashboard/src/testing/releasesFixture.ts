/** An app as the dashboard's server describes it, for the page's tests: feed-app v4 live, v5 a canary. */
import type { AppReleases, JudgeThresholds, PreviewRow } from '../../api/dashboardApi';

export const JUDGE: JudgeThresholds = {
  minSessions: 50,
  errorMargin: 0.02,
  vitalsMargin: 0.1,
  vitalsSlackMs: 50,
  rollbackSessions: 5,
  rollbackErrorMargin: 0.2,
};

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
