/**
 * A write route's handler, written once for both APIs: the write, then the answer, read after
 * the write has committed so that it shows what the write did, with the status the API gives
 * the write (the spec's API 201 for most of its writes; v2 201 for what a write creates, 200 for
 * the rest).
 *
 * Both run on one connection, held from the write through the answer. Released between them, a
 * busy pool hands it to the next request in line, and the answer waits behind them all: past the
 * pool's timeout that is a 503 for a write that was made, and a person who tries again posts
 * twice.
 */
import type { Db } from '../../db/database';

/** What the handler needs of Fastify's request (its app's database) and reply (its status). */
interface WithDb {
  server: { db: Db };
}
interface Reply {
  code(status: number): unknown;
}

export function writeThenAnswer<R, Written, Answer>(
  write: (db: Db, request: R) => Promise<Written>,
  answer: (db: Db, request: NoInfer<R>, written: Written) => Promise<Answer>,
  status = 200,
) {
  return (request: R & WithDb, reply: Reply): Promise<Answer> =>
    request.server.db.connection().execute(async (db) => {
      const written = await write(db, request);
      reply.code(status);
      return answer(db, request, written);
    });
}
