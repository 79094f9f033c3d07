import { milliseconds, noSessions, percent } from '@murmur/releases/versionHealth';
import type { AppReleases, VersionHealth } from '../../api/dashboardApi';

/** What each version is, for the table: live, canary, a preview's name, or another reported. */
function roleOf(app: AppReleases, version: string): string {
  if (app.live === version) return 'live';
  if (app.canary?.version === version) return `canary ${app.canary.percent} %`;
  const preview = app.previews.find((entry) => entry.version === version && !entry.expired);
  return preview ? `preview ${preview.name}` : 'other';
}

/** The window's totals per version, as `npm run releases -- --health` prints them. */
export function FiguresTable({ app, versions }: { app: AppReleases; versions: VersionHealth[] }) {
  const shown = [...versions];
  for (const version of [app.live, app.canary?.version]) {
    if (version && !shown.some((entry) => entry.version === version)) {
      shown.push(noSessions(app.app, version));
    }
  }
  return (
    <table>
      <caption>Figures of {app.app} over the window</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Is</th>
          <th scope="col">Sessions</th>
          <th scope="col">Error rate</th>
          <th scope="col">Fallbacks</th>
          <th scope="col">LCP p75</th>
          <th scope="col">INP p75</th>
          <th scope="col">Networks</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((entry) => (
          <tr key={entry.version}>
            <th scope="row">{entry.version}</th>
            <td>{roleOf(app, entry.version)}</td>
            <td>{entry.sessions}</td>
            <td>{percent(entry.errorRate)}</td>
            <td>{entry.fallbacks}</td>
            <td>{milliseconds(entry.lcpP75)}</td>
            <td>{milliseconds(entry.inpP75)}</td>
            <td>{entry.prefixes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
