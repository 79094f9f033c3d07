import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-hot-toast';
import { Avatar, Button, RelativeTime } from '@murmur/ui';
import {
  deleteComment,
  errorMessage,
  paths,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  type Comment,
} from '@murmur/core';
import { CommentVotes } from '../votes/CommentVotes';
import styles from './CommentItem.module.scss';

interface CommentItemProps {
  postId: string;
  comment: Comment;
}

/** One reply: its author, text and age, and a delete control for the author alone (spec §6). */
export function CommentItem({ postId, comment }: CommentItemProps) {
  const dispatch = useAppDispatch();
  const authorId = useId();
  const isMine = useAppSelector(selectCurrentUser)?.username === comment.username;
  const [deleting, setDeleting] = useState(false);
  const fullName = `${comment.firstName} ${comment.lastName}`.trim() || comment.username;

  const remove = async () => {
    setDeleting(true);
    try {
      await dispatch(deleteComment({ postId, commentId: comment._id })).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <article className={styles.comment} aria-labelledby={authorId}>
      <Avatar user={comment} size="sm" decorative />
      <div className={styles.body}>
        <header className={styles.header}>
          <Link id={authorId} className={styles.name} to={paths.profile(comment.username)}>
            {fullName}
          </Link>
          <span className={styles.username}>@{comment.username}</span>
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
              busy={deleting}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          )}
        </header>
        <p className={styles.text}>{comment.text}</p>
        <CommentVotes postId={postId} comment={comment} />
      </div>
    </article>
  );
}
