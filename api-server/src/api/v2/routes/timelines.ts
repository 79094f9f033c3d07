/** The viewer's timelines (home, explore, bookmarks) and suggestions: one query each. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readPageRequest } from '@murmur/contract';
import type { Page, PostView, SuggestionsAnswer } from '@murmur/contract';
import * as schemas from '../schemas/timelines';
import { keysetOf } from '../views/keyset';
import { timelineQueries } from '../../../repositories/posts/pages';
import { readTimeline } from '../views/posts';
import { readSuggestions } from '../views/profiles';

/** Suggestions are not paged: only their `limit` is read. */
const limitOf = (query: unknown) =>
  readPageRequest({ limit: (query as { limit?: unknown } | undefined)?.limit }).limit;

const timelines: FastifyPluginAsyncTypebox = async (app) => {
  const config = { readQuery: keysetOf };

  app.get(
    '/timelines/home',
    { schema: schemas.homeSchema, preValidation: app.signedIn, config },
    async (request): Promise<Page<PostView>> => {
      const keyset = keysetOf(request.query);
      return readTimeline(timelineQueries.home(app.db, request.me.id, keyset), keyset);
    },
  );

  app.get(
    '/timelines/explore',
    { schema: schemas.exploreSchema, preValidation: app.mayBeSignedIn, config },
    async (request): Promise<Page<PostView>> => {
      const keyset = keysetOf(request.query);
      return readTimeline(timelineQueries.explore(app.db, request.viewerId, keyset), keyset);
    },
  );

  app.get(
    '/bookmarks',
    { schema: schemas.bookmarksSchema, preValidation: app.signedIn, config },
    async (request): Promise<Page<PostView>> => {
      const keyset = keysetOf(request.query);
      return readTimeline(timelineQueries.bookmarks(app.db, request.me.id, keyset), keyset);
    },
  );

  app.get(
    '/suggestions',
    {
      schema: schemas.suggestionsSchema,
      preValidation: app.signedIn,
      config: { readQuery: limitOf },
    },
    async (request): Promise<SuggestionsAnswer> => ({
      items: await readSuggestions(app.db, request.me.id, limitOf(request.query)),
    }),
  );
};

export default timelines;
