/**
 * A write announces what it changed, inside its own transaction: PostgreSQL delivers a
 * notification only when the transaction commits, so a refused or rolled-back write announces
 * nothing, and every instance LISTENing receives the write's events in commit order.
 */
import { sql } from 'kysely';
import type { LiveEvent } from '@murmur/contract';
import { LIVE_EVENTS_CHANNEL, encodeEvents } from '../events/payload';
import type { Trx } from '../db/transaction';

/**
 * A write's announcement as a selection: one notification, its events in the order a client
 * should apply them. A write that is one statement (so its own transaction) selects it beside its
 * change: `db.with('post', insert).selectNoFrom(announcement(event))`, one round trip.
 */
export const announcement = (...events: LiveEvent[]) => {
  announced += 1;
  return sql<string>`pg_notify(${LIVE_EVENTS_CHANNEL}, ${encodeEvents(events)})`.as('announced');
};

let announced = 0;
/** Notifications this process has sent (a rolled-back write's included): for the metrics. */
export const notificationsAnnounced = () => announced;

/** The announcement as the last statement of a write's transaction. */
export async function announce(trx: Trx, ...events: LiveEvent[]): Promise<void> {
  await trx.selectNoFrom(announcement(...events)).execute();
}
