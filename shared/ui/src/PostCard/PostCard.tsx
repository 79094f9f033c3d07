import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@murmur/core';
import type { Post } from '@murmur/core';
import { Avatar } from '../Avatar/Avatar';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { BookmarkIcon, CommentIcon, EditIcon, HeartIcon, TrashIcon } from '../icons/icons';
import { PostContent } from './PostContent';
import { usePostActions } from './usePostActions';
import styles from './PostCard.module.scss';

export interface PostCardProps {
  post: Post;
  /** Show the "Open post" link; the single post page already is the post. */
  linkToPost?: boolean;
  /** Called after the author deleted the post, e.g. to leave its page. */
  onDeleted?: () => void;
  /** Its place in a feed (from 1) and the feed's length, when only part of it is rendered. */
  posInSet?: number;
  setSize?: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Memoised: a feed re-renders only the cards whose post changed (the store keeps the objects of
 * unchanged posts), so a like re-renders one card, not the whole feed.
 */
export const PostCard = memo(function PostCard({
  post: given,
  linkToPost = true,
  onDeleted,
  posInSet,
  setSize,
}: PostCardProps) {
  const actions = usePostActions(given, { onDeleted });
  const { post, liked, bookmarked, isMine } = actions;
  const nameId = useId();
  const likesId = useId();
  const fullName = `${post.firstName} ${post.lastName}`.trim() || post.username;
  const commentCount = post.comments.length;

  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      aria-posinset={posInSet}
      aria-setsize={setSize}
    >
      <header className={styles.header}>
        <Avatar user={post} decorative />
        <div className={styles.meta}>
          <Link id={nameId} className={styles.name} to={paths.profile(post.username)}>
            {fullName}
          </Link>
          <span className={styles.secondary}>
            <span className={styles.username}>@{post.username}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime dateTime={post.createdAt} />
          </span>
        </div>
        {isMine && (
          <div className={styles.owner}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Edit post"
              title="Edit post"
              onClick={actions.edit}
            >
              <EditIcon />
            </button>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.danger}`}
              aria-label="delete"
              title="Delete post"
              disabled={actions.deleting}
              aria-busy={actions.deleting || undefined}
              onClick={actions.remove}
            >
              <TrashIcon />
            </button>
          </div>
        )}
      </header>

      <PostContent content={post.content} />

      <footer className={styles.actions}>
        <span className={styles.group}>
          <button
            type="button"
            className={`${styles.toggle} ${styles.like}`}
            aria-pressed={liked}
            aria-describedby={likesId}
            // Not `disabled` while busy: a disabled button drops keyboard focus to the page's
            // start. A press while busy does nothing (usePostActions).
            aria-disabled={actions.likeBusy || undefined}
            aria-busy={actions.likeBusy || undefined}
            title={liked ? 'Unlike' : 'Like'}
            onClick={actions.toggleLike}
          >
            <HeartIcon filled={liked} />
            <span className={styles.visuallyHidden}>Like</span>
          </button>
          <span id={likesId} className={styles.count}>
            {post.likes.likeCount}
            <span className={styles.visuallyHidden}>
              {' '}
              {post.likes.likeCount === 1 ? 'like' : 'likes'}
            </span>
          </span>
        </span>

        {linkToPost ? (
          <Link
            className={`${styles.toggle} ${styles.group}`}
            to={paths.post(post._id)}
            aria-label={`Open post, ${plural(commentCount, 'comment')}`}
            title="Open post"
          >
            <CommentIcon />
            <span className={styles.count}>{commentCount}</span>
          </Link>
        ) : (
          <span className={styles.group} title={plural(commentCount, 'comment')}>
            <CommentIcon />
            <span className={styles.count}>{commentCount}</span>
          </span>
        )}

        <button
          type="button"
          className={`${styles.toggle} ${styles.bookmark}`}
          aria-pressed={bookmarked}
          aria-disabled={actions.bookmarkBusy || undefined}
          aria-busy={actions.bookmarkBusy || undefined}
          title={bookmarked ? 'Remove bookmark' : 'Bookmark'}
          onClick={actions.toggleBookmark}
        >
          <BookmarkIcon filled={bookmarked} />
          <span className={styles.visuallyHidden}>Bookmark</span>
        </button>
      </footer>
    </article>
  );
});
