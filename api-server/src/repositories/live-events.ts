/**
 * A write announces what it changed, inside its own transaction: PostgreSQL delivers a
 * notification only when the transaction commits, so a refused or rolled-back write announces
 * nothing, and every instance LISTENing receives the write's events in commit order.
 */
import { sql } from 'kysely';
import type { LiveEvent } from '@murmur/core/src/types/events';
import { LIVE_EVENTS_CHANNEL, encodeEvents } from '../events/payload';
import type { Trx } from '../db/transaction';

/** One notification per write, its events in the order a client should apply them. */
export async function announce(trx: Trx, ...events: LiveEvent[]): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${encodeEvents(events)})`.execute(trx);
}
