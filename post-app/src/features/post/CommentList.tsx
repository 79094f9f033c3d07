import { useId } from 'react';
import { Button, CaughtUp, EmptyState, ErrorState, LoadingState } from '@murmur/ui';
import { errorMessage } from '@murmur/core';
import { useCommentsInfiniteQuery } from './commentsApi';
import { CommentItem } from './CommentItem';
import { useWhenNear } from './useWhenNear';
import styles from './CommentList.module.scss';

interface CommentListProps {
  postId: string;
  /** The post's comment count, kept by core's posts slice (the list holds only its pages). */
  count: number;
}

/**
 * The conversation under a post, newest first (a new reply lands at the top), a page at a
 * time: the next page loads as the reader nears the end, or with "Load more comments".
 */
export function CommentList({ postId, count }: CommentListProps) {
  const headingId = useId();
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useCommentsInfiniteQuery(postId);
  const comments = data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = hasNextPage && !isError;
  const loadMore = () => void fetchNextPage();
  const sentinel = useWhenNear(canLoadMore && !isFetching, loadMore);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Comments <span className={styles.count}>{count}</span>
      </h2>
      {!data ? (
        isError ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading comments" count={1} />
        )
      ) : comments.length === 0 ? (
        <EmptyState>No comments yet. Start the conversation.</EmptyState>
      ) : (
        <>
          <ol className={styles.list} aria-busy={isFetching}>
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem postId={postId} comment={comment} />
              </li>
            ))}
          </ol>
          {isError && <ErrorState message={errorMessage(error)} onRetry={loadMore} />}
          {canLoadMore ? (
            <div ref={sentinel}>
              <Button variant="secondary" busy={isFetching} onClick={loadMore}>
                Load more comments
              </Button>
            </div>
          ) : (
            !isError && <CaughtUp />
          )}
        </>
      )}
    </section>
  );
}
