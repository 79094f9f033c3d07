/**
 * One app's pointer moved by a command that builds nothing (rollback, promote): under the
 * lock, read the pointers, decide, check, write, log.
 */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from './context';
import { withLock } from './lock';
import type { AppPointer, LiveState } from './liveState';
import { readPointers, writePointers } from './pointers';
import {
  appendToLog,
  readLog,
  type JudgedFigures,
  type LogEntry,
  type ReleaseAction,
} from './releaseLog';
import { refuseCraftedStore } from './trust/storeInputs';

export interface PointerChange {
  /** The version the action is about (rolled back to, promoted, canary ended). */
  version: string;
  next: AppPointer;
  summary: string;
  /** A version the change leaves for a fault, never to be a last good version (lastGood.ts). */
  faulty?: string;
  /** Written to the log when a judge decided the change. */
  judged?: JudgedFigures;
}

export async function switchPointer(
  action: ReleaseAction,
  app: AppEntry,
  context: ReleaseContext,
  decide: (current: AppPointer, state: LiveState, log: LogEntry[]) => Promise<PointerChange>,
): Promise<void> {
  const { paths } = context;
  await withLock(
    paths.lock,
    async () => {
      refuseCraftedStore(paths);
      const state = readPointers(paths);
      const current = state[app.dir]!;
      const change = await decide(current, state, readLog(paths.log));
      const faulty = change.faulty ? { app: app.dir, version: change.faulty } : undefined;
      await writePointers(paths, { ...state, [app.dir]: change.next }, faulty);
      appendToLog(paths.log, {
        at: new Date().toISOString(),
        action,
        app: app.dir,
        version: change.version,
        previous: current.live,
        live: change.next.live,
        canary: change.next.canary,
        by: context.by,
        summary: change.summary,
        ...(change.faulty && { faulty: change.faulty }),
        ...(change.judged && { judged: change.judged }),
        ...(context.via && { via: context.via }),
      });
      context.print(change.summary);
    },
    { what: `${action} of ${app.dir}`, onWait: context.print },
  );
}
