/** v1's rules as plain functions over a plain Db: no server, no HTTP. */
import { addBookmark } from './bookmarks';
import { deleteComment } from './comments';
import {
  HttpError,
  formatTimestamp,
  buildSeedDb,
  type Db,
  type StoredUser,
} from '@murmur/contract';
import { deletePost, dislikePost, likePost } from './posts';
import { editProfile, follow, unfollow } from './users';

let db: Db;
beforeEach(() => {
  db = buildSeedDb();
});

const user = (username: string): StoredUser => {
  const found = db.users.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found;
};
const post = (postId: string) => db.posts.find((candidate) => candidate._id === postId);

/** The HttpError a rule throws, so a test can check status and message together. */
function refusal(rule: () => unknown): { status: number; message: string } | undefined {
  try {
    rule();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
}

it('dislike at zero likes is refused with 400', () => {
  expect(refusal(() => dislikePost(db, user('guest'), 'post-14'))).toEqual({
    status: 400,
    message: 'Cannot decrement like less than 0.',
  });
  expect(post('post-14')?.likes.likeCount).toBe(0);
});

it('a second like by the same user is refused with 400 and counts once', () => {
  likePost(db, user('guest'), 'post-1');
  expect(refusal(() => likePost(db, user('guest'), 'post-1'))?.status).toBe(400);
  expect(post('post-1')?.likes.likeCount).toBe(2);
});

it('a like after a dislike moves the user from dislikedBy to likedBy', () => {
  likePost(db, user('theo_brandt'), 'post-9');
  const likes = post('post-9')?.likes;
  expect(likes?.dislikedBy).toEqual([]);
  expect(likes?.likedBy.map((entry) => entry.username)).toEqual(['lena.arcos', 'theo_brandt']);
});

it("the post's author may delete someone else's comment; a stranger may not", () => {
  expect(
    refusal(() =>
      deleteComment(db, user('priya.bakes'), { postId: 'post-2', commentId: 'comment-1' }),
    ),
  ).toEqual({
    status: 400,
    message: "Cannot delete a comment doesn't belong to the User.",
  });
  deleteComment(db, user('maya.solberg'), { postId: 'post-2', commentId: 'comment-1' });
  expect(post('post-2')?.comments.map((comment) => comment._id)).toEqual(['comment-2']);
});

it('follow adds both sides and unfollow removes both', () => {
  follow(db, user('guest'), 'user-lena');
  expect(user('guest').following.map((entry) => entry.username)).toContain('lena.arcos');
  expect(user('lena.arcos').followers.map((entry) => entry.username)).toEqual([
    'priya.bakes',
    'jonas_wren',
    'guest',
  ]);

  unfollow(db, user('guest'), 'user-lena');
  expect(user('guest').following.map((entry) => entry.username)).not.toContain('lena.arcos');
  expect(user('lena.arcos').followers.map((entry) => entry.username)).toEqual([
    'priya.bakes',
    'jonas_wren',
  ]);
});

it('a profile edit changes only bio, website and avatarURL', () => {
  const before = { ...user('guest') };
  editProfile(db, user('guest'), {
    userData: { bio: 'b', username: 'x', password: 'y', email: 'z', followers: [], bookmarks: [] },
  });
  expect(user('guest')).toEqual({ ...before, bio: 'b', updatedAt: expect.any(String) });
});

it('deleting a post removes it from every bookmark list', () => {
  addBookmark(db, user('jonas_wren'), 'post-16');
  deletePost(db, user('maya.solberg'), 'post-16');
  expect(user('guest').bookmarks).toEqual([]);
  expect(user('jonas_wren').bookmarks).toEqual([]);
});

it('an unknown post is a 404, not a crash', () => {
  expect(refusal(() => likePost(db, user('guest'), 'nope'))).toEqual({
    status: 404,
    message: 'Post not found',
  });
});

describe('timestamps', () => {
  it('are local time with its offset, to the second', () => {
    const moment = new Date('2026-11-22T04:45:00.750Z');
    const stamp = formatTimestamp(moment);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(stamp)).toBe(Date.parse('2026-11-22T04:45:00Z'));
  });
});
