/**
 * The lists inside an item of the spec's API: a post's likers and dislikers, a comment's up- and
 * downvoters, a user's followers and following. Bounded like the lists themselves: each holds
 * the newest `newest` members (read from the owner's index, never the whole list), plus the
 * viewer's own entry wherever it is, so that a signed-in client still finds itself in what it
 * liked, voted or follows ("liked by me", "following"). Listed oldest first, as the contract
 * lists them. Unbounded (development, tests), a list holds every member.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { SummaryRow } from './user-columns';

/**
 * How many of the newest a list holds (posts, comments per post, users), or undefined for all:
 * bounded in production, so that no anonymous read of the spec's API costs more than that.
 */
export type Newest = number | undefined;

export interface ListBound {
  /** How many of the newest members; undefined for all. */
  newest?: number;
  /** The signed-in viewer, kept in any list they are in; null when no one is signed in. */
  viewerId?: string | null;
}

/** Which list: its table, the column of its owner and of its members, and a filter. */
export interface NestedList {
  table: 'post_reactions' | 'comment_votes' | 'follows';
  owner: string;
  member: string;
  /** Which rows of the table: `liked` true or false, `up` true or false; all for follows. */
  where?: { column: 'liked' | 'up'; is: boolean };
}

export const LIKERS: NestedList = {
  table: 'post_reactions',
  owner: 'post_id',
  member: 'user_id',
  where: { column: 'liked', is: true },
};
export const DISLIKERS: NestedList = { ...LIKERS, where: { column: 'liked', is: false } };
export const UPVOTERS: NestedList = {
  table: 'comment_votes',
  owner: 'comment_id',
  member: 'user_id',
  where: { column: 'up', is: true },
};
export const DOWNVOTERS: NestedList = { ...UPVOTERS, where: { column: 'up', is: false } };
export const FOLLOWERS: NestedList = {
  table: 'follows',
  owner: 'followee_id',
  member: 'follower_id',
};
export const FOLLOWING: NestedList = {
  table: 'follows',
  owner: 'follower_id',
  member: 'followee_id',
};

/** A member of an owner's list, with the member's summary. */
export interface MemberRow extends SummaryRow {
  owner: string;
}

const column = (name: string) => sql.ref(`t.${name}`);
// As literal conditions, not parameters: the likers' index is partial (`WHERE liked`).
const filter = ({ where }: NestedList) => {
  if (!where) return sql``;
  return where.is ? sql`AND ${column(where.column)}` : sql`AND NOT ${column(where.column)}`;
};

/** The members of each owner's list, bounded as above, with each member's summary. */
export async function membersOf(
  db: Db,
  list: NestedList,
  owners: readonly string[],
  { newest, viewerId }: ListBound,
): Promise<MemberRow[]> {
  if (owners.length === 0) return [];
  const table = sql.table(list.table);
  const owner = column(list.owner);
  const member = column(list.member);
  const ownerIds = sql.join(owners);
  let rows: RawBuilder<unknown>;
  if (newest === undefined) {
    rows = sql`SELECT ${owner} AS owner, ${member} AS member, t.seq FROM ${table} t
      WHERE ${owner} IN (${ownerIds}) ${filter(list)}`;
  } else {
    // Per owner, its newest from the (owner, seq) index; then the viewer's own, wherever it is.
    const newestOfEach = sql`SELECT x.* FROM (VALUES ${sql.join(owners.map((id) => sql`(${id})`))})
      AS o(id) CROSS JOIN LATERAL (
        SELECT ${owner} AS owner, ${member} AS member, t.seq FROM ${table} t
        WHERE ${owner} = o.id ${filter(list)} ORDER BY t.seq DESC LIMIT ${newest}::integer
      ) x`;
    rows = viewerId
      ? sql`${newestOfEach} UNION SELECT ${owner}, ${member}, t.seq FROM ${table} t
          WHERE ${owner} IN (${ownerIds}) AND ${member} = ${viewerId} ${filter(list)}`
      : newestOfEach;
  }
  const { rows: members } = await sql<MemberRow>`
    SELECT l.owner, u.id AS user_id, u.first_name, u.last_name, u.username, u.avatar_url
    FROM (${rows}) l JOIN users u ON u.id = l.member
    ORDER BY l.seq`.execute(db);
  return members;
}
