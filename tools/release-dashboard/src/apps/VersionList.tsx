import type { AppReleases, VersionRow } from '../../api/dashboardApi';
import type { PlannedAction } from '../actions/describeAction';
import { formatTime } from '../formatTime';
import styles from './VersionList.module.scss';

interface VersionListProps {
  app: AppReleases;
  onAction: (planned: PlannedAction) => void;
}

/** What a version is now, as badges: live, canary and its share, previews, last good, faulty. */
function Roles({ row }: { row: VersionRow }) {
  return (
    <ul className={styles.roles} aria-label={`What ${row.version} is`}>
      {row.live && <li className={styles.live}>Live</li>}
      {row.canaryPercent !== null && (
        <li className={styles.canary}>Canary, {row.canaryPercent} % of sessions</li>
      )}
      {row.previews.map((preview) => (
        <li key={preview.name} className={styles.preview}>
          Preview “{preview.name}”{' '}
          {preview.expired ? 'expired' : `until ${formatTime(preview.expires)}`}
        </li>
      ))}
      {row.lastGood && <li className={styles.lastGood}>Last good</li>}
      {row.faulty && <li className={styles.faulty}>Faulty</li>}
    </ul>
  );
}

/** Each version of the app, newest first, with what can be done with it. */
export function VersionList({ app, onAction }: VersionListProps) {
  if (app.versions.length === 0) return <p>Nothing deployed.</p>;
  return (
    <table className={styles.table}>
      <caption>Versions of {app.app}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Now</th>
          <th scope="col">Written</th>
          <th scope="col">Built from</th>
          <th scope="col">Core</th>
          <th scope="col">
            <span className={styles.hidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {app.versions.map((row) => (
          <tr key={row.version} aria-label={`${app.app} ${row.version}`}>
            <th scope="row">{row.version}</th>
            <td>
              <Roles row={row} />
              {row.previews.map((preview) => (
                <a key={preview.name} className={styles.link} href={preview.link}>
                  Open the preview “{preview.name}”
                </a>
              ))}
            </td>
            <td>{formatTime(row.createdAt)}</td>
            <td>{row.origin}</td>
            <td>{row.core ?? '?'}</td>
            <td className={styles.actions}>
              {!row.live && row.canaryPercent === null && app.live && (
                <button
                  type="button"
                  onClick={() => onAction({ action: 'rollback', app, to: row.version })}
                >
                  Make {row.version} live
                </button>
              )}
              {row.previews
                .filter((preview) => !preview.expired)
                .map((preview) => (
                  <button
                    key={preview.name}
                    type="button"
                    onClick={() => onAction({ action: 'remove-preview', app, preview })}
                  >
                    Remove the preview “{preview.name}”
                  </button>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
