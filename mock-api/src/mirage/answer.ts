/**
 * A route's answer from the data: reads read the latest data, writes change it in one step and,
 * once it is kept, announce what they did as live events.
 */
import type { LiveEvent } from '@murmur/contract';
import type { Db } from '@murmur/contract';
import type { DbAccess } from '../persistence/db-access';
import { runRoute, toApiRequest, type RawRequest, type RouteResult } from './respond';
import type { Route } from './route';

export interface AnswerHooks {
  /** A failure that is not an API's refusal (a bug): the answer is a 500 either way. */
  onUnexpected?: (error: unknown) => void;
  /** Each event of a successful write, after the write was applied (and saved, when shared). */
  onLiveEvent?: (event: LiveEvent) => void;
}

const succeeded = (result: RouteResult) => result.status < 400;

export async function answer(
  access: DbAccess,
  route: Route,
  raw: RawRequest,
  { onUnexpected = () => {}, onLiveEvent }: AnswerHooks = {},
): Promise<RouteResult> {
  const run = (db: Db) => runRoute(route, db, raw, onUnexpected);
  if (route.method === 'get') return access.read(run);

  /** Read inside the write, so they tell what this write did and nothing that came after. */
  async function eventsOf(db: Db, result: RouteResult): Promise<LiveEvent[]> {
    if (!onLiveEvent || !succeeded(result)) return [];
    try {
      return (await route.announce?.(db, toApiRequest(raw))) ?? [];
    } catch (error) {
      // The write stands; only its announcement is lost, so the caller still gets its answer.
      onUnexpected(error);
      return [];
    }
  }

  // Only a successful call keeps its changes (login is a POST too: it changes nothing).
  const { result, events } = await access.write(
    async (db) => {
      const result = await run(db);
      return { result, events: await eventsOf(db, result) };
    },
    ({ result }) => succeeded(result),
  );
  for (const event of events) {
    try {
      onLiveEvent?.(event);
    } catch (error) {
      // A listener's failure is the page's, not the write's: the answer and later events go on.
      onUnexpected(error);
    }
  }
  return result;
}
