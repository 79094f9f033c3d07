/**
 * Users as the spec's API answers them, whole: their rows and their followers and following
 * (bounded, the newest of each plus the viewer). Every user, only the newest, or the ones asked.
 */
import type { Db } from '../../db/database';
import {
  FOLLOWERS,
  FOLLOWING,
  membersOf,
  type ListBound,
  type MemberRow,
} from '../shared/member-lists';

export type UserScope = { kind: 'all' } | { kind: 'ids'; ids: string[] };

export interface UserRecordRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string;
  bio: string;
  website: string;
  created_at: Date;
  updated_at: Date;
}

export interface UserRecords {
  users: UserRecordRow[];
  followers: MemberRow[];
  following: MemberRow[];
}

export async function readUserRecords(
  db: Db,
  which: UserScope,
  bound: ListBound,
): Promise<UserRecords> {
  if (which.kind === 'ids' && which.ids.length === 0) {
    return { users: [], followers: [], following: [] };
  }
  // Every user, or only the newest: their follow lists are read for them alone.
  let query = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.avatar_url',
      'users.bio',
      'users.website',
      'users.created_at',
      'users.updated_at',
    ])
    .orderBy('users.seq');
  if (which.kind === 'ids') query = query.where('users.id', 'in', which.ids);
  else if (bound.newest !== undefined) {
    const newest = db
      .selectFrom('users')
      .select('users.id')
      .orderBy('users.seq', 'desc')
      .limit(bound.newest);
    query = query.where('users.id', 'in', newest);
  }
  const users = await query.execute();
  const ids = users.map((row) => row.id);
  const [followers, following] = await Promise.all([
    membersOf(db, FOLLOWERS, ids, bound),
    membersOf(db, FOLLOWING, ids, bound),
  ]);
  return { users, followers, following };
}
