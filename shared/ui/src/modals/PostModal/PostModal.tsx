import { useAppSelector } from '@murmur/core';
import { selectPostModal } from '@murmur/core';
import { PostForm } from './PostForm';

/** The global create / edit post modal (spec §2 Modals), opened from anywhere through the store. */
export function PostModal() {
  const { isOpen, postId, content } = useAppSelector(selectPostModal);
  if (!isOpen) return null;
  // A new key per post starts a fresh draft when the modal is reopened for another post.
  return <PostForm key={postId ?? 'new'} postId={postId} initialContent={content} />;
}
