import type { AppReleases } from '../../api/dashboardApi';
import type { PlannedAction } from '../actions/describeAction';

/** The app's own actions: what `promote` and `rollback` would do to it now. */
export function AppActions({
  app,
  onAction,
}: {
  app: AppReleases;
  onAction: (p: PlannedAction) => void;
}) {
  return (
    <div role="group" aria-label={`Actions on ${app.app}`}>
      {app.canary && (
        <>
          <button type="button" onClick={() => onAction({ action: 'promote', app })}>
            Promote {app.canary.version}
          </button>{' '}
          <button type="button" onClick={() => onAction({ action: 'end-canary', app })}>
            End the canary {app.canary.version}
          </button>
        </>
      )}
      {!app.canary && app.rollbackTarget && (
        <button type="button" onClick={() => onAction({ action: 'rollback', app })}>
          Roll back to {app.rollbackTarget}
        </button>
      )}
    </div>
  );
}
