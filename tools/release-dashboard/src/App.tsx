import { useState } from 'react';
import { HEALTH_WINDOWS, type HealthWindow } from '../api/dashboardApi';
import { ConfirmDialog } from './actions/ConfirmDialog';
import type { PlannedAction } from './actions/describeAction';
import { AppSection } from './apps/AppSection';
import { failureText, useHealthQuery, useReleasesQuery } from './data/dashboardQueries';
import { formatTime } from './formatTime';
import styles from './App.module.scss';

/** How often the page asks again: the store is cheap to read, the summary a little less. */
const RELEASES_EVERY_MS = 3_000;
const HEALTH_EVERY_MS = 5_000;

/** The release dashboard: every app of the store, as it stands and as its sessions saw it. */
export function App() {
  const [window, setWindow] = useState<HealthWindow>('24h');
  const releases = useReleasesQuery(undefined, { pollingInterval: RELEASES_EVERY_MS });
  const health = useHealthQuery(window, { pollingInterval: HEALTH_EVERY_MS });
  const [planned, setPlanned] = useState<PlannedAction | null>(null);

  const state = releases.data;
  const releasesError = failureText(releases.error);
  const healthError = failureText(health.error);
  const reachable = health.data?.reachable ? health.data : null;
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>Murmur releases</h1>
        {state && (
          <p>
            Store <code>{state.store}</code> · read {formatTime(state.readAt)}
          </p>
        )}
        <label>
          Health over{' '}
          <select
            value={window}
            onChange={(event) => setWindow(event.target.value as HealthWindow)}
          >
            {HEALTH_WINDOWS.map((entry) => (
              <option key={entry.window} value={entry.window}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className={styles.main}>
        {releasesError && <p role="alert">The store could not be read: {releasesError}</p>}
        {health.data && !health.data.reachable && (
          <p role="status" className={styles.notice}>
            {health.data.notice}
          </p>
        )}
        {healthError && (
          <p role="status" className={styles.notice}>
            No health data: {healthError}
          </p>
        )}
        {state && !state.exists && (
          <p>There is no release store at {state.store} yet: deploy first.</p>
        )}
        {state?.apps.map((app) => {
          const appHealth = reachable?.apps.find((entry) => entry.app === app.app);
          return (
            <AppSection
              key={app.app}
              app={app}
              judge={state.judge}
              health={reachable && appHealth ? { app: appHealth, range: reachable } : null}
              onAction={setPlanned}
            />
          );
        })}
      </main>
      {planned && <ConfirmDialog planned={planned} onClose={() => setPlanned(null)} />}
    </div>
  );
}
