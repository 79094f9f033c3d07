import type { ReactNode } from 'react';
import { ErrorState, LoadingState, PostList } from '@murmur/ui';
import type { LoadStatus, Post } from '@murmur/core';

export interface PostsSectionProps {
  posts: readonly Post[];
  status: LoadStatus;
  error: string | null;
  onRetry: () => void;
  /** Names the feed, e.g. "Home feed". */
  label: string;
  empty?: ReactNode;
  footer?: ReactNode;
}

/** A list of posts with its loading and failure states. */
export function PostsSection({
  posts,
  status,
  error,
  onRetry,
  label,
  empty,
  footer,
}: PostsSectionProps) {
  const loading = status === 'loading' || status === 'idle';

  if (loading && posts.length === 0) {
    return <LoadingState label={`Loading ${label.toLowerCase()}`} />;
  }

  return (
    <>
      {status === 'failed' && (
        <ErrorState
          message={error ?? 'Something went wrong. Please try again.'}
          onRetry={onRetry}
        />
      )}
      {(status !== 'failed' || posts.length > 0) && (
        <PostList posts={posts} label={label} empty={empty} footer={footer} busy={loading} />
      )}
    </>
  );
}
