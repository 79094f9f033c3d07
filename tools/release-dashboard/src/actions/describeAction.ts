/**
 * What each of the dashboard's actions will change, in the words its confirmation shows: the
 * same outcome the CLI command would print, said before rather than after. Pure, so that what
 * a person is told is tested apart from the dialog that tells it.
 */
import type { ActionName, AppReleases, PreviewRow } from '../../api/dashboardApi';

export interface PlannedAction {
  action: ActionName;
  app: AppReleases;
  /** rollback: the version to make live; undefined for the one before. */
  to?: string;
  preview?: PreviewRow;
}

export interface ActionWords {
  /** The dialog's title, a question. */
  title: string;
  /** What will change, one sentence each. */
  changes: string[];
  /** The command it is the same as. */
  command: string;
  /** Whether the version left may be marked faulty (rollback, end of a canary). */
  leaves: string | null;
  confirm: string;
}

function rollbackWords({ app, to }: PlannedAction): ActionWords {
  const target = to ?? app.rollbackTarget ?? '?';
  const ended = app.canary ? [`The canary ${app.canary.version} ends.`] : [];
  return {
    title: `Roll ${app.app} back to ${target}?`,
    changes: [
      `${app.app} ${target} becomes live for everyone (now ${app.live ?? 'nothing'}).`,
      ...ended,
      'Nothing is built: only the pointer moves, checked as a deploy is.',
    ],
    command: `npm run rollback -- ${app.app}${to ? ` --to ${to}` : ''}`,
    leaves: app.live,
    confirm: `Roll back to ${target}`,
  };
}

export function describeAction(planned: PlannedAction): ActionWords {
  const { action, app, preview } = planned;
  switch (action) {
    case 'rollback':
      return rollbackWords(planned);
    case 'end-canary':
      return {
        title: `End the canary ${app.canary?.version} of ${app.app}?`,
        changes: [
          `The ${app.canary?.percent} % of sessions on ${app.canary?.version} go back to ${app.live}, which stays live for everyone.`,
        ],
        command: `npm run rollback -- ${app.app}`,
        leaves: app.canary?.version ?? null,
        confirm: 'End the canary',
      };
    case 'promote':
      return {
        title: `Promote ${app.canary?.version} of ${app.app}?`,
        changes: [
          `${app.app} ${app.canary?.version} becomes live for everyone (now ${app.canary?.percent} % of sessions; ${app.live} for the rest).`,
          `${app.live} is no longer served to new page loads.`,
        ],
        command: `npm run promote -- ${app.app}`,
        leaves: null,
        confirm: `Promote ${app.canary?.version}`,
      };
    case 'remove-preview':
      return {
        title: `Remove the preview "${preview?.name}" of ${app.app}?`,
        changes: [
          `Its link (${preview?.link}) leads to the live version${app.live ? ` (${app.live})` : ''} from the next page load on.`,
          `${preview?.version}'s files stay for the pages that have them open, until npm run releases:clean.`,
        ],
        command: `npm run preview:remove -- ${app.app} ${preview?.name}`,
        leaves: null,
        confirm: 'Remove the preview',
      };
  }
}
