/**
 * The /api/v2 run's viewers: signed up for the run, each following the same 56 people, with
 * the home feed's second page and one of the 22 newest posts to like and comment on.
 */
import pMap from 'p-map';
import { SEED_USERNAMES, type Author, type Page, type PostView } from '@murmur/contract';
import { allItems, callApiJson, signUp } from '../../shared/http';

export interface Viewer {
  token: string;
  /** The home feed's second page. */
  homeCursor: string;
  postId: string;
  liked: boolean;
}

/** More than the most connections: a request that never got its answer keeps its viewer. */
export const VIEWERS = 120;
/** How many people each viewer follows (the six demo people and the guest's 50 members). */
const FOLLOWED = 56;
const DEMO_PEOPLE = Object.values(SEED_USERNAMES);

/** A call to /api/v2, its answer parsed (an error when refused). */
const v2 = <T = Record<string, unknown>>(
  origin: string,
  method: string,
  path: string,
  token?: string,
) => callApiJson<T>(origin, method, `/api/v2${path}`, { token });

/**
 * Whom every viewer follows: the demo people and those the guest follows, made up to
 * FOLLOWED with accounts that have not posted. So the home feed's query merges as many authors at
 * 22 posts as at a million, and only the number of posts differs.
 */
async function authorsToFollow(origin: string, label: string): Promise<string[]> {
  const followed = await allItems<Author>(origin, '/api/v2/users/guest/following');
  const authors = [...new Set([...DEMO_PEOPLE, ...followed.map((user) => user.username)])];
  const missing = Array.from({ length: Math.max(0, FOLLOWED - authors.length) }, (_, i) => i);
  await pMap(
    missing,
    async (i) => {
      const username = `bench_quiet_${label}_${i}`;
      await signUp(origin, 'v2', username, 'Quiet');
      authors.push(username);
    },
    { concurrency: 5 },
  );
  return authors;
}

export async function prepareViewers(origin: string, label: string): Promise<Viewer[]> {
  const authors = await authorsToFollow(origin, label);
  const newest = await v2<Page<PostView>>(origin, 'GET', '/timelines/explore?limit=100');
  const indexes = Array.from({ length: VIEWERS }, (_, i) => i);
  return pMap(
    indexes,
    async (i) => {
      const token = await signUp(origin, 'v2', `bench_${label}_${i}`);
      await pMap(authors, (author) => v2(origin, 'POST', `/users/${author}/follow`, token), {
        concurrency: 10,
      });
      const home = await v2<Page<PostView>>(origin, 'GET', '/timelines/home?limit=10', token);
      if (!home.nextCursor) throw new Error(`${label}: the home feed has one page only`);
      const post = newest.items[i % Math.min(22, newest.items.length)] as PostView;
      return { token, homeCursor: home.nextCursor, postId: post.id, liked: false };
    },
    { concurrency: 5 },
  );
}
