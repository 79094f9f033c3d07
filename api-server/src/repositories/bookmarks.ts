/** The SQL of bookmarks: kept as post ids, so a bookmark shows the post as it is now. */
import { MOCK_MESSAGES, SPEC_MESSAGES, badRequest, notFound } from '@murmur/contract';
import type { Db } from '../db/database';
import { inTransaction, type Trx } from '../db/transaction';
import type { Me } from './users/writes';

/**
 * One user's bookmark writes run one after another (the user's row is the lock), and the post
 * cannot be deleted while its bookmark is written (a share lock on its row).
 */
async function lock(trx: Trx, me: Me, postId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().execute();
  const post = await trx
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .forShare()
    .executeTakeFirst();
  if (!post) throw notFound(MOCK_MESSAGES.postNotFound);
}

async function bookmarked(trx: Trx, me: Me, postId: string) {
  const row = await trx
    .selectFrom('bookmarks')
    .select('post_id')
    .where('user_id', '=', me.id)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row !== undefined;
}

const touchMe = (trx: Trx, me: Me) =>
  trx.updateTable('users').set({ updated_at: new Date() }).where('id', '=', me.id).execute();

export async function addBookmark(db: Db, me: Me, postId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lock(trx, me, postId);
    if (await bookmarked(trx, me, postId)) throw badRequest(SPEC_MESSAGES.alreadyBookmarked);
    await trx.insertInto('bookmarks').values({ user_id: me.id, post_id: postId }).execute();
    await touchMe(trx, me);
  });
}

export async function removeBookmark(db: Db, me: Me, postId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lock(trx, me, postId);
    if (!(await bookmarked(trx, me, postId))) throw badRequest(SPEC_MESSAGES.notBookmarked);
    await trx
      .deleteFrom('bookmarks')
      .where('user_id', '=', me.id)
      .where('post_id', '=', postId)
      .execute();
    await touchMe(trx, me);
  });
}
