/**
 * Whether a table holds the row that links two things (a bookmark, a follow): the check a write
 * makes, under its locks, before it adds a link that must not be there twice or removes one.
 */
import { sql, type FilterObject } from 'kysely';
import type { Database } from '../../db/schema';
import type { Trx } from '../../db/transaction';

type Link = 'bookmarks' | 'follows';

export async function hasRow<T extends Link>(
  trx: Trx,
  table: T,
  values: FilterObject<Database, T>,
): Promise<boolean> {
  // Kysely cannot type a query on a table named by a type parameter; the callers' values are
  // checked against their own table above.
  const row = await trx
    .selectFrom(table as Link)
    .select(sql<number>`1`.as('found'))
    .where((eb) => eb.and(values as FilterObject<Database, Link>))
    .executeTakeFirst();
  return row !== undefined;
}
