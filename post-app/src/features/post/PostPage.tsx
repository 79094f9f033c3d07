import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, NotFoundState, PostCard } from '@murmur/ui';
import { fetchPost, paths, selectPostById, useStoredOrFetched } from '@murmur/core';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import styles from './PostPage.module.scss';

/** /posts/:postId: the post, a reply box, and the conversation under it. */
export function PostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const lookup = useStoredOrFetched(postId, selectPostById, fetchPost);

  if (lookup.state === 'missing') {
    return (
      <main className={styles.page}>
        <NotFoundState title="Post not found">
          This post may have been deleted, or the link is mistyped.
        </NotFoundState>
      </main>
    );
  }

  if (lookup.state !== 'found') {
    return (
      <main className={styles.page}>
        <h1 className={styles.hiddenTitle}>Post</h1>
        {lookup.state === 'loading' ? (
          <LoadingState label="Loading post" count={1} />
        ) : (
          <ErrorState
            title="Could not load this post"
            message={lookup.message}
            onRetry={lookup.retry}
          />
        )}
      </main>
    );
  }

  const post = lookup.value;
  const author = `${post.firstName} ${post.lastName}`.trim() || post.username;
  return (
    <main className={styles.page}>
      <h1 className={styles.hiddenTitle}>Post by {author}</h1>
      <PostCard
        post={post}
        linkToPost={false}
        onDeleted={() => navigate(paths.home, { replace: true })}
      />
      <CommentForm postId={post._id} />
      <CommentList postId={post._id} comments={post.comments} />
    </main>
  );
}
