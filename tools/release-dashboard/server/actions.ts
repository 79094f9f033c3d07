/**
 * The release commands the dashboard offers, run through the CLI's own code (so its checks, its
 * lock and its log), each logged `via: 'dashboard'`: a rollback (to the version before, or to a
 * named one), a promotion, the end of a canary, a preview's removal. Each is asked with the
 * pointer the person's confirmation described; if it has moved since (the judge decided, someone
 * ran a command), nothing is done and the page is told why.
 */
import type { ActionAnswer, ActionName, ActionRequest } from '../api/dashboardApi';
import {
  RefusedError,
  promote,
  readPointers,
  releaseAppNamed,
  removePreview,
  rollback,
  type AppEntry,
  type ReleaseContext,
} from '@murmur/releases';

function refuseIfMoved(app: AppEntry, request: ActionRequest, context: ReleaseContext): void {
  const pointer = readPointers(context.paths)[app.dir]!;
  const now = { live: pointer.live, canary: pointer.canary?.version ?? null };
  const { expected } = request;
  if (now.live !== expected.live || now.canary !== expected.canary) {
    const canary = now.canary ? `, canary ${now.canary}` : '';
    throw new RefusedError(
      `${app.dir} changed since this page showed it (now live ${now.live ?? 'nothing'}${canary}); nothing was done. Look again, then decide.`,
    );
  }
}

async function carryOut(
  action: ActionName,
  app: AppEntry,
  request: ActionRequest,
  context: ReleaseContext,
): Promise<void> {
  const fault = request.fault ?? true;
  switch (action) {
    case 'rollback':
      return rollback(app, request.to, context, { fault });
    case 'end-canary':
      if (!readPointers(context.paths)[app.dir]?.canary) {
        throw new RefusedError(`${app.dir} has no canary to end.`);
      }
      // A rollback without a version ends a running canary (rollback.ts).
      return rollback(app, undefined, context, { fault });
    case 'promote':
      return promote(app, context);
    case 'remove-preview':
      if (!request.preview) throw new RefusedError('Name the preview to remove.');
      await removePreview(request.preview, app, context);
      return;
  }
}

/** Runs one action for the page; a refusal is an answer, not an error. */
export async function runAction(
  action: ActionName,
  request: ActionRequest,
  context: ReleaseContext,
): Promise<ActionAnswer> {
  const lines: string[] = [];
  const asked: ReleaseContext = {
    ...context,
    via: 'dashboard',
    print: (line) => {
      lines.push(line);
      context.print(line);
    },
  };
  try {
    const app = releaseAppNamed(request.app);
    if (action !== 'remove-preview') refuseIfMoved(app, request, context);
    await carryOut(action, app, request, asked);
    return { done: true, lines };
  } catch (error) {
    if (error instanceof RefusedError) return { done: false, refused: error.message };
    throw error;
  }
}
