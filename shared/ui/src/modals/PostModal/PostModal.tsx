import { lazy, Suspense } from 'react';
import { selectPostModal, useAppSelector } from '@murmur/core';

/** The form's code arrives the first time a post is written, not with the page. */
const PostForm = lazy(() => import('./PostForm').then(({ PostForm }) => ({ default: PostForm })));

/** The global create / edit post modal (spec §2 Modals), opened from anywhere through the store. */
export function PostModal() {
  const { isOpen, postId, content } = useAppSelector(selectPostModal);
  if (!isOpen) return null;
  // A new key per post starts a fresh draft when the modal is reopened for another post.
  return (
    <Suspense fallback={null}>
      <PostForm key={postId ?? 'new'} postId={postId} initialContent={content} />
    </Suspense>
  );
}
