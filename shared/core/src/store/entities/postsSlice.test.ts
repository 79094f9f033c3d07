import { buildPost } from '@murmur/testing';
import { userLoggedOut, viewerChanged } from '../sessionEvents';
import {
  bookmarkShown,
  bookmarkUndone,
  likeSettled,
  likeShown,
  likeUndone,
  postRemoved,
  postsReceived,
  postsReducer,
} from './postsSlice';

const start = () => postsReducer(undefined, postsReceived([buildPost({ likeCount: 2 })]));

describe('the posts slice', () => {
  it('holds each post once, by id, whichever answer brought it', () => {
    const twice = postsReducer(start(), postsReceived([buildPost({ likeCount: 5 })]));
    expect(twice.ids).toEqual(['post-1']);
    expect(twice.entities['post-1']?.likeCount).toBe(5);
  });

  it('shows a like at once, and takes it back if the server refuses', () => {
    const shown = postsReducer(start(), likeShown({ postId: 'post-1', liked: true }));
    expect(shown.entities['post-1']).toMatchObject({ likedByMe: true, likeCount: 3 });
    expect(shown.pending['post-1']).toEqual({ like: true });

    const undone = postsReducer(shown, likeUndone({ postId: 'post-1', liked: true }));
    expect(undone.entities['post-1']).toMatchObject({ likedByMe: false, likeCount: 2 });
    expect(undone.pending).toEqual({});
  });

  it("keeps a like on its way over a copy read before it, until the like's own answer", () => {
    const shown = postsReducer(start(), likeShown({ postId: 'post-1', liked: true }));
    const stale = postsReducer(
      shown,
      postsReceived([buildPost({ likeCount: 2, content: 'Edited meanwhile' })]),
    );
    expect(stale.entities['post-1']).toMatchObject({
      likedByMe: true,
      likeCount: 3,
      content: 'Edited meanwhile',
    });

    const settled = postsReducer(
      stale,
      likeSettled(buildPost({ likeCount: 4, likedByMe: true, content: 'Edited meanwhile' })),
    );
    expect(settled.entities['post-1']).toMatchObject({ likedByMe: true, likeCount: 4 });
    expect(settled.pending).toEqual({});
  });

  it('never counts likes below zero when a dislike is shown', () => {
    const zero = postsReducer(undefined, postsReceived([buildPost({ likedByMe: true })]));
    const shown = postsReducer(zero, likeShown({ postId: 'post-1', liked: false }));
    expect(shown.entities['post-1']).toMatchObject({ likedByMe: false, likeCount: 0 });
  });

  it('shows a bookmark at once and takes it back on refusal', () => {
    const shown = postsReducer(start(), bookmarkShown({ postId: 'post-1', bookmarked: true }));
    expect(shown.entities['post-1']?.bookmarkedByMe).toBe(true);
    const undone = postsReducer(shown, bookmarkUndone({ postId: 'post-1', bookmarked: true }));
    expect(undone.entities['post-1']?.bookmarkedByMe).toBe(false);
    expect(undone.pending).toEqual({});
  });

  it('forgets a deleted post, and everything when the viewer changes', () => {
    expect(postsReducer(start(), postRemoved('post-1')).ids).toEqual([]);
    expect(postsReducer(start(), userLoggedOut()).ids).toEqual([]);
    expect(postsReducer(start(), viewerChanged()).ids).toEqual([]);
  });
});
