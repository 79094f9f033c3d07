import { useId } from 'react';
import type { AppHealth, AppReleases, JudgeThresholds } from '../../api/dashboardApi';
import type { PlannedAction } from '../actions/describeAction';
import type { HealthWindowRange } from '../health/chartData';
import { HealthPanel } from '../health/HealthPanel';
import { ReleaseLog } from '../log/ReleaseLog';
import { AppActions } from './AppActions';
import { VersionList } from './VersionList';
import styles from './AppSection.module.scss';

interface AppSectionProps {
  app: AppReleases;
  /** Null when no health is reachable (the page says why, once). */
  health: { app: AppHealth; range: HealthWindowRange } | null;
  judge: JudgeThresholds;
  onAction: (planned: PlannedAction) => void;
}

/** One app: where it stands, its versions, its health over time, its history. */
export function AppSection({ app, health, judge, onAction }: AppSectionProps) {
  const headingId = useId();
  const canary = app.canary ? `, canary ${app.canary.version} for ${app.canary.percent} %` : '';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>{app.app}</h2>
        <p className={styles.status}>
          {app.live ? `Live ${app.live}${canary}` : 'Not live'}
          {app.lastGood ? ` · last good ${app.lastGood}` : ''}
        </p>
        <AppActions app={app} onAction={onAction} />
      </header>
      <VersionList app={app} onAction={onAction} />
      {health && (
        <section aria-label={`Health of ${app.app}`}>
          <h3>Health</h3>
          <HealthPanel app={app} health={health.app} range={health.range} judge={judge} />
        </section>
      )}
      <details className={styles.history}>
        <summary>History ({app.log.length})</summary>
        <ReleaseLog app={app.app} log={app.log} />
      </details>
    </section>
  );
}
