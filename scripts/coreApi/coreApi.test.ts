import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatRecord,
  parseRecord,
  RECORD_PATH,
  recordChanges,
  recordProblem,
  type CoreApiRecord,
} from './apiRecord';
import { readCoreApi } from './readCoreApi';

const repoRoot = join(__dirname, '../..');

const committed: CoreApiRecord = {
  version: '1.2.0',
  exports: {
    Post: 'interface { _id: string; content: string }',
    fetchPosts: 'const AsyncThunk<Post[], void, AppThunkConfig>',
  },
  state: { posts: 'PostsState', 'posts.list': 'Post[]' },
};

const withChanges = (changes: Partial<CoreApiRecord>): CoreApiRecord => ({
  ...committed,
  ...changes,
});

describe('the record of @murmur/core', () => {
  it(`in this repository: ${RECORD_PATH} describes core's exports and state at its version`, () => {
    const problem = recordProblem(
      parseRecord(readFileSync(join(repoRoot, RECORD_PATH), 'utf8')),
      readCoreApi(repoRoot),
    );
    // On failure, the message says what changed and which commands to run.
    if (problem) throw new Error(problem);
  });

  it('reads back what it writes', () => {
    expect(parseRecord(formatRecord(committed))).toEqual(committed);
  });

  it('records the store state field by field, with the slices expanded', () => {
    const { state, exports } = readCoreApi(repoRoot);
    expect(state).toMatchObject({
      posts: 'PostsState',
      'posts.entities[string]': 'PostView',
      api: expect.stringMatching(/^CombinedState</),
    });
    expect(Object.keys(state).filter((field) => field.startsWith('api.'))).toEqual([]);
    expect(exports.RootState).toMatch(
      /^type = \{ api: CombinedState<.*auth: AuthState; posts: PostsState;/,
    );
  });
});

describe('a change to core', () => {
  it('with no version bump fails, naming an added export and the commands to run', () => {
    const current = withChanges({
      exports: { ...committed.exports, selectDrafts: 'const (state: RootState) => Post[]' },
    });

    const problem = recordProblem(committed, current);

    expect(problem).toContain(
      "@murmur/core's public API or state shape changed, but its version is still 1.2.0:",
    );
    expect(problem).toContain('added export selectDrafts: const (state: RootState) => Post[]');
    for (const step of ['npx changeset', 'npx changeset version', 'npm run core:api']) {
      expect(problem).toContain(step);
    }
  });

  it('with no version bump fails, naming a removed export and a changed signature', () => {
    const current = withChanges({
      exports: { Post: 'interface { _id: string; content: string; pinned: boolean }' },
    });

    expect(recordChanges(committed, current)).toEqual([
      'changed export Post: was interface { _id: string; content: string }; now interface { _id: string; content: string; pinned: boolean }',
      'removed export fetchPosts',
    ]);
  });

  it('to the state shape alone, with no version bump, fails naming the field', () => {
    const current = withChanges({
      state: { ...committed.state, 'posts.drafts': 'Record<string, string>' },
    });

    expect(recordProblem(committed, current)).toContain(
      'added state posts.drafts: Record<string, string>',
    );
  });

  it('with a version bump but the old record fails, asking for npm run core:api', () => {
    const current = withChanges({
      version: '1.3.0',
      exports: { ...committed.exports, selectDrafts: 'const (state: RootState) => Post[]' },
    });

    const problem = recordProblem(committed, current);

    expect(problem).toContain(`@murmur/core is at 1.3.0, but ${RECORD_PATH} records 1.2.0.`);
    expect(problem).toContain('added export selectDrafts');
    expect(problem).toContain('Run `npm run core:api` and commit the record.');
  });

  it('with a version bump alone still asks for the record to be refreshed', () => {
    expect(recordProblem(committed, withChanges({ version: '1.2.1' }))).toContain(
      `@murmur/core is at 1.2.1, but ${RECORD_PATH} records 1.2.0.`,
    );
  });

  it('passes once the bumped version and its record agree', () => {
    const current = withChanges({ version: '1.3.0' });
    expect(recordProblem(parseRecord(formatRecord(current)), current)).toBeUndefined();
  });
});
