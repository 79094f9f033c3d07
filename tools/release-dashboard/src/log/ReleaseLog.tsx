import type { HealthFigures, LogRow } from '../../api/dashboardApi';
import { formatTime } from '../formatTime';
import styles from './ReleaseLog.module.scss';

const ACTION_WORDS: Record<LogRow['action'], string> = {
  deploy: 'Deploy',
  rollback: 'Rollback',
  promote: 'Promotion',
  preview: 'Preview',
  'preview-removed': 'Preview removed',
};

const figures = (name: string, health: HealthFigures) =>
  `${name}: ${health.sessions} sessions, error rate ${(health.errorRate * 100).toFixed(1)} %, ` +
  `${health.fallbacks} fallbacks, LCP p75 ${health.lcpP75 ?? '–'} ms, INP p75 ${health.inpP75 ?? '–'} ms`;

/** The app's lines of releases.log, newest first: what, who, when and why. */
export function ReleaseLog({ app, log }: { app: string; log: LogRow[] }) {
  if (log.length === 0) return <p>The log has nothing for {app} yet.</p>;
  return (
    <ol className={styles.log} aria-label={`Release log of ${app}, newest first`}>
      {log.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.entry}>
          <p className={styles.head}>
            <strong>{ACTION_WORDS[entry.action] ?? entry.action}</strong> {entry.version}
            {entry.preview ? ` (“${entry.preview}”)` : ''} ·{' '}
            <time dateTime={entry.at}>{formatTime(entry.at)}</time> · by {entry.by}
            {entry.via === 'dashboard' ? ' from the dashboard' : ''}
          </p>
          <p className={styles.summary}>{entry.summary}</p>
          {entry.judged && (
            <div className={styles.judged}>
              <p>Judge’s reason: {entry.judged.reason}</p>
              <p>{figures('Canary', entry.judged.canary)}</p>
              <p>{figures('Live', entry.judged.live)}</p>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
