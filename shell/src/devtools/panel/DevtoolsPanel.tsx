import { ChaosControls } from './ChaosControls';
import type { PageFacts } from './pageFacts';
import type { RemoteLoading } from './remoteLoading';
import { usePageFacts } from './usePageFacts';
import styles from './DevtoolsPanel.module.scss';

function loadingWords(loading: RemoteLoading): string {
  if (loading.startedAtMs === null) return 'Not loaded on this page yet.';
  return `Asked for ${loading.startedAtMs} ms after the page started; its entry arrived in ${loading.tookMs} ms (${loading.files} files so far).`;
}

function checkedWords(loading: RemoteLoading): string {
  if (loading.files === 0) return '–';
  if (!loading.checked) {
    return 'Not checked: no hashes for this version (a development server, npm run serve, or a version deployed before hashes).';
  }
  return `Each of its ${loading.files} files checked against its hash (its integrity.json, pinned by the pointer).`;
}

function Remotes({ facts }: { facts: PageFacts }) {
  return (
    <table className={styles.table}>
      <caption>Remotes</caption>
      <thead>
        <tr>
          <th scope="col">Remote</th>
          <th scope="col">Runs</th>
          <th scope="col">Why</th>
          <th scope="col">From</th>
          <th scope="col">Loaded</th>
          <th scope="col">Hashes</th>
        </tr>
      </thead>
      <tbody>
        {facts.remotes.map((run) => (
          <tr key={run.remote} aria-label={run.remote}>
            <th scope="row">{run.remote}</th>
            <td>
              {run.version ?? '–'} <span className={styles.why}>({run.why})</span>
            </td>
            <td>
              {run.because}
              {run.failure && <span className={styles.failure}> {run.failure}</span>}
            </td>
            <td>
              <code>{run.from ?? '–'}</code>
            </td>
            <td>{loadingWords(run.loading)}</td>
            <td>{checkedWords(run.loading)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Shared({ facts }: { facts: PageFacts }) {
  return (
    <table className={styles.table}>
      <caption>Shared libraries</caption>
      <thead>
        <tr>
          <th scope="col">Library</th>
          <th scope="col">Version on this page</th>
          <th scope="col">Provided by</th>
          <th scope="col">Also offered</th>
        </tr>
      </thead>
      <tbody>
        {facts.shared.map((library) => (
          <tr key={library.name} aria-label={library.name}>
            <th scope="row">
              {library.name}
              {library.chosen?.singleton ? ' (singleton)' : ''}
            </th>
            <td>
              {library.chosen ? library.chosen.version : 'not loaded yet'}
              {library.chosen?.trimmed ? ' (trimmed copy)' : ''}
            </td>
            <td>{library.chosen?.from ?? '–'}</td>
            <td>
              {library.offered.map((copy) => `${copy.version} by ${copy.from}`).join(', ') || '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What this page runs, and why: read-only, from what the shell already knows. Its own React root
 * beside the app's (mountPanel.tsx), so it never touches what the server drew or the app renders.
 */
export function DevtoolsPanel({ onClose }: { onClose: () => void }) {
  const facts = usePageFacts();
  const core = facts?.shared.find((library) => library.name === '@murmur/core')?.chosen;
  return (
    <aside className={styles.panel} aria-labelledby="murmur-devtools-title">
      <header className={styles.header}>
        <h2 id="murmur-devtools-title">What this page runs</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </header>
      {!facts ? (
        <p>Reading…</p>
      ) : (
        <>
          <p>
            Shell <strong>{facts.shell.version}</strong> from <code>{facts.shell.from}</code> · core{' '}
            <strong>{core?.version ?? '?'}</strong> (from {core?.from ?? '?'}) · canary bucket{' '}
            {facts.bucket ?? 'none'}
          </p>
          <Remotes facts={facts} />
          <Shared facts={facts} />
          {facts.chaos.allowed && (
            <ChaosControls
              remotes={facts.remotes.map((run) => run.remote)}
              inEffect={facts.chaos.inEffect}
            />
          )}
        </>
      )}
    </aside>
  );
}
