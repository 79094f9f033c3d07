/**
 * The database does the work: on PostgreSQL with 100,000 posts, each list of the paginated API is
 * one query whose plan (EXPLAIN ANALYZE) reads a page from an index: no sequential scan of a large
 * table, no sort of more than a few pages' rows, and only a few pages' worth of posts read.
 */
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { bulkSeed } from '../src/db/bulk-seed';
import type { Keyset } from '../src/repositories/shared/keyset';
import { timelineQueries } from '../src/repositories/posts/pages';
import { commentsQuery } from '../src/repositories/comments/pages';
import { suggestionsQuery, userListQueries } from '../src/repositories/users/profiles';
import { freshPostgres, onPostgresOnly } from './support/targets';

jest.setTimeout(600_000);

const POSTS = 100_000;
const USERS = 1_000;
/** More than a page per followed author (50 × 21) and far less than the table. */
const MOST_ROWS = 5_000;
const LARGE_TABLES = ['posts', 'users', 'follows', 'post_reactions', 'comments', 'bookmarks'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const rowsOut = (node: PlanNode) => node['Actual Rows'] * node['Actual Loops'];

interface Explainable {
  explain(format: 'json', options: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
}

async function planOf(query: Explainable) {
  const [row] = await query.explain('json', sql`analyze`);
  const [result] = row?.['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
  return { root: result.Plan, ms: result['Execution Time'], nodes: nodesOf(result.Plan) };
}

onPostgresOnly('query plans with 100,000 posts', () => {
  let opened: OpenedDatabase;
  const summary: string[] = [];

  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: await freshPostgres(), embeddedDir: 'unused' });
    await migrate(opened.db);
    await bulkSeed(opened.db, { posts: POSTS, users: USERS });
  });
  afterAll(async () => {
    if (process.env.MURMUR_PRINT_PLANS) console.log(summary.join('\n'));
    await opened?.close();
  });

  const first: Keyset = { limit: 20, before: null };
  /** Half-way down the insertion order: a page deep in every list. */
  const middle: Keyset = { limit: 20, before: String(USERS + POSTS / 2) };
  const viewer = 'gu17';

  const lists: [string, () => Explainable][] = [
    ['home, first page', () => timelineQueries.home(opened.db, viewer, first)],
    ['home, a page in the middle', () => timelineQueries.home(opened.db, viewer, middle)],
    ['home of the guest', () => timelineQueries.home(opened.db, 'user-guest', first)],
    ['explore, first page', () => timelineQueries.explore(opened.db, viewer, first)],
    ['explore, a page in the middle', () => timelineQueries.explore(opened.db, null, middle)],
    ["a user's posts", () => timelineQueries.authored(opened.db, viewer, 'ben_okafor1', first)],
    ['bookmarks', () => timelineQueries.bookmarks(opened.db, viewer, first)],
    ["a post's comments", () => commentsQuery(opened.db, viewer, 'gp100', first)],
    ["a post's likers", () => userListQueries.likers(opened.db, 'gp2', first)],
    ['followers', () => userListQueries.followers(opened.db, 'guest', first)],
    ['following', () => userListQueries.following(opened.db, 'ben_okafor1', first)],
    ['suggestions', () => suggestionsQuery(opened.db, viewer, 20)],
  ];

  it.each(lists)('%s: a page from an index, no scan or sort of a table', async (name, query) => {
    const { root, ms, nodes } = await planOf(query());
    const scans = nodes.filter((node) => node['Relation Name'] !== undefined);
    summary.push(
      `${name}: ${ms.toFixed(2)} ms; ` +
        scans
          .map((node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`)
          .join(', '),
    );

    expect(rowsOut(root)).toBeLessThanOrEqual(21);
    const seqScans = nodes.filter(
      (node) =>
        node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(node['Relation Name'] ?? ''),
    );
    expect(seqScans.map((node) => node['Relation Name'])).toEqual([]);
    for (const sort of nodes.filter((node) => node['Node Type'] === 'Sort')) {
      const sorted = (sort.Plans ?? []).reduce((sum, child) => sum + rowsOut(child), 0);
      expect(sorted).toBeLessThanOrEqual(MOST_ROWS);
    }
    const postsRead = scans
      .filter((node) => node['Relation Name'] === 'posts')
      .reduce((sum, node) => sum + rowsOut(node), 0);
    expect(postsRead).toBeLessThanOrEqual(MOST_ROWS);
  });

  it('the lists of posts read the posts through an index', async () => {
    for (const [name, query] of lists.slice(0, 7)) {
      const { nodes } = await planOf(query());
      const onPosts = nodes.filter((node) => node['Relation Name'] === 'posts');
      expect({ name, kinds: onPosts.map((node) => node['Node Type']) }).toEqual({
        name,
        kinds: expect.arrayContaining([expect.stringMatching(/^Index (Only )?Scan$/)]),
      });
      expect(onPosts.every((node) => /^Index/.test(node['Node Type']))).toBe(true);
    }
  });
});
