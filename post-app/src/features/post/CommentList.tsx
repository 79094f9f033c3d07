import { useId } from 'react';
import { EmptyState } from '@murmur/ui';
import { type Comment } from '@murmur/core';
import { CommentItem } from './CommentItem';
import styles from './CommentList.module.scss';

interface CommentListProps {
  postId: string;
  comments: Comment[];
}

/** Oldest first, so a conversation reads top to bottom and a new reply lands at the end. */
function inOrder(comments: Comment[]): Comment[] {
  return [...comments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

export function CommentList({ postId, comments }: CommentListProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Comments <span className={styles.count}>{comments.length}</span>
      </h2>
      {comments.length === 0 ? (
        <EmptyState>No comments yet. Start the conversation.</EmptyState>
      ) : (
        <ol className={styles.list}>
          {inOrder(comments).map((comment) => (
            <li key={comment._id}>
              <CommentItem postId={postId} comment={comment} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
