import { useId } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Avatar, Button, RelativeTime } from '@murmur/ui';
import {
  errorMessage,
  paths,
  selectCurrentUser,
  useAppSelector,
  type CommentView,
} from '@murmur/core';
import { CommentVotes } from '../votes/CommentVotes';
import { useDeleteCommentMutation } from './commentsApi';
import styles from './CommentItem.module.scss';

interface CommentItemProps {
  postId: string;
  comment: CommentView;
}

/** One reply: its author, text and age, and a delete control for the author alone (spec §6). */
export function CommentItem({ postId, comment }: CommentItemProps) {
  const authorId = useId();
  const me = useAppSelector(selectCurrentUser);
  const isMine = me?.id === comment.author.id;
  // Busy from the click until the comment has left the list (a deleted one is gone on success).
  const [deleteComment, { isLoading, isSuccess }] = useDeleteCommentMutation();
  const { author } = comment;
  const fullName = `${author.firstName} ${author.lastName}`.trim() || author.username;

  const remove = async () => {
    try {
      await deleteComment({ postId, commentId: comment.id }).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <article className={styles.comment} aria-labelledby={authorId}>
      <Avatar user={author} size="sm" decorative />
      <div className={styles.body}>
        <header className={styles.header}>
          <Link id={authorId} className={styles.name} to={paths.profile(author.username)}>
            {fullName}
          </Link>
          <span className={styles.username}>@{author.username}</span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <RelativeTime className={styles.time} dateTime={comment.createdAt} />
          {isMine && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.delete}
              aria-label="Delete comment"
              busy={isLoading || isSuccess}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          )}
        </header>
        <p className={styles.text}>{comment.text}</p>
        <CommentVotes postId={postId} comment={comment} signedIn={!!me} />
      </div>
    </article>
  );
}
