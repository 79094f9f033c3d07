import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@murmur/core';
import { Avatar } from '../Avatar/Avatar';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { CommentIcon, EditIcon, TrashIcon } from '../icons/icons';
import { PostContent } from './PostContent';
import { PostToggle } from './PostToggle';
import { usePostActions } from './usePostActions';
import styles from './PostCard.module.scss';

export interface PostCardProps {
  /** The post, read from the store's posts: every card of it shows the same. */
  postId: string;
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
 * Memoised by post id: a card renders again only when its own post changes in the store, so a
 * like renders one card, not the whole feed. A post deleted meanwhile renders nothing.
 */
export const PostCard = memo(function PostCard({
  postId,
  linkToPost = true,
  onDeleted,
  posInSet,
  setSize,
}: PostCardProps) {
  const actions = usePostActions(postId, { onDeleted });
  const { post, liked, bookmarked, isMine } = actions;
  const nameId = useId();
  const likesId = useId();
  if (!post) return null;
  const { author } = post;
  const fullName = `${author.firstName} ${author.lastName}`.trim() || author.username;
  const { commentCount, likeCount } = post;

  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      // The feed pattern moves focus from article to article (Page Down / Page Up).
      tabIndex={posInSet === undefined ? undefined : -1}
    >
      <header className={styles.header}>
        <Avatar user={author} decorative />
        <div className={styles.meta}>
          <Link id={nameId} className={styles.name} to={paths.profile(author.username)}>
            {fullName}
          </Link>
          <span className={styles.secondary}>
            <span className={styles.username}>@{author.username}</span>
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
          <PostToggle
            kind="like"
            pressed={liked}
            busy={actions.likeBusy}
            onToggle={actions.toggleLike}
            aria-describedby={likesId}
          />
          <span id={likesId} className={styles.count}>
            {likeCount}
            <span className={styles.visuallyHidden}> {likeCount === 1 ? 'like' : 'likes'}</span>
          </span>
        </span>

        {linkToPost ? (
          <Link
            className={`${styles.toggle} ${styles.group}`}
            to={paths.post(post.id)}
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

        <PostToggle
          kind="bookmark"
          pressed={bookmarked}
          busy={actions.bookmarkBusy}
          onToggle={actions.toggleBookmark}
        />
      </footer>
    </article>
  );
});
