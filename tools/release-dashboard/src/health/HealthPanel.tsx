import type { AppHealth, AppReleases, JudgeThresholds } from '../../api/dashboardApi';
import { HealthChart } from './HealthChart';
import { FiguresTable } from './FiguresTable';
import {
  chartRows,
  marksOf,
  thresholdsOf,
  type ChartKind,
  type ChartedVersion,
  type HealthWindowRange,
} from './chartData';
import styles from './HealthPanel.module.scss';

const KINDS: ChartKind[] = ['sessions', 'errorRate', 'fallbacks', 'lcp', 'inp'];

interface HealthPanelProps {
  app: AppReleases;
  health: AppHealth;
  range: HealthWindowRange;
  judge: JudgeThresholds;
}

/** An app's health over the window: the totals, then each figure over time. */
export function HealthPanel({ app, health, range, judge }: HealthPanelProps) {
  const charted: ChartedVersion[] = [
    ...(app.live ? [{ version: app.live, role: 'live' as const }] : []),
    ...(app.canary ? [{ version: app.canary.version, role: 'canary' as const }] : []),
  ];
  const live = health.versions.find((entry) => entry.version === app.live);
  const marks = marksOf(app.log, range);
  return (
    <div className={styles.panel}>
      <FiguresTable app={app} versions={health.versions} />
      {charted.length > 0 && (
        <div className={styles.charts}>
          {KINDS.map((kind) => (
            <HealthChart
              key={kind}
              kind={kind}
              rows={chartRows(kind, health, charted, range)}
              charted={charted}
              thresholds={app.canary ? thresholdsOf(kind, live, judge) : []}
              marks={marks}
            />
          ))}
        </div>
      )}
    </div>
  );
}
