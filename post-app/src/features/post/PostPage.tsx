import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFoundState, PostCard } from '@murmur/ui';
import { errorMessage, paths, selectPostById, useAppSelector, usePostQuery } from '@murmur/core';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import styles from './PostPage.module.scss';

/** /posts/:postId: the post, a reply box, and the conversation under it. */
export function PostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const { error, isError, isSuccess, refetch } = usePostQuery(postId);
  // Shown at once from the posts the client holds (the card just opened), then kept current.
  const post = useAppSelector((state) => selectPostById(state, postId));

  if (!post && isSuccess) {
    // It was here, and has left the posts since: deleted (by its author, perhaps elsewhere).
    return (
      <main className={styles.page}>
        <NotFoundState title="Post deleted">This post has been deleted.</NotFoundState>
      </main>
    );
  }

  if (!post && isError && (error as { status?: number } | undefined)?.status === 404) {
    return (
      <main className={styles.page}>
        <NotFoundState title="Post not found">
          This post may have been deleted, or the link is mistyped.
        </NotFoundState>
      </main>
    );
  }

  if (!post) {
    return (
      <main className={styles.page}>
        <h1 className={styles.hiddenTitle}>Post</h1>
        {isError ? (
          <ErrorState
            title="Could not load this post"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <LoadingState label="Loading post" count={1} />
        )}
      </main>
    );
  }

  const { author } = post;
  const name = `${author.firstName} ${author.lastName}`.trim() || author.username;
  return (
    <main className={styles.page}>
      <h1 className={styles.hiddenTitle}>Post by {name}</h1>
      <PostCard
        postId={post.id}
        linkToPost={false}
        onDeleted={() => navigate(paths.home, { replace: true })}
      />
      <CommentForm postId={post.id} />
      <CommentList postId={post.id} count={post.commentCount} />
    </main>
  );
}
