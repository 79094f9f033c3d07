import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessage } from '@murmur/core';
import { useAppDispatch } from '@murmur/core';
import { postModalClosed } from '@murmur/core';
import { useCreatePostMutation, useEditPostMutation } from '@murmur/core';
import { LIMITS } from '@murmur/contract';
import { Button } from '../../Button/Button';
import { CharacterCount, isOverLimit } from '../../CharacterCount/CharacterCount';
import { ModalFrame } from '../../ModalFrame/ModalFrame';
import styles from './PostForm.module.scss';

interface PostFormProps {
  /** The post being edited, or null for a new post. */
  postId: string | null;
  initialContent: string;
}

export function PostForm({ postId, initialContent }: PostFormProps) {
  const dispatch = useAppDispatch();
  const [createPost, created] = useCreatePostMutation();
  const [editPost, edited] = useEditPostMutation();
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const [content, setContent] = useState(initialContent);
  // Busy from the send until the modal closes (on success) or the refusal is shown.
  const sent = postId ? edited : created;
  const busy = sent.isLoading || sent.isSuccess;
  // State updates are not seen by a second click in the same frame; the ref is.
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const title = postId || initialContent.trim() ? 'Edit Post' : 'Create Post';
  const isBlank = content.trim() === '';
  const close = () => dispatch(postModalClosed());

  const publish = async () => {
    if (inFlight.current || isBlank) return;
    inFlight.current = true;
    try {
      const text = content.trim();
      if (postId) await editPost({ postId, content: text }).unwrap();
      else await createPost(text).unwrap();
      toast.success(postId ? 'Post updated' : 'Post published');
      // Closed meanwhile by the user: the modal may since show something else; leave it be.
      if (mounted.current) close();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void publish();
  };

  const submitOnModEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void publish();
    }
  };

  return (
    <ModalFrame title={title} onClose={close}>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={fieldId} className={styles.visuallyHidden}>
          Post content
        </label>
        <textarea
          id={fieldId}
          className={styles.content}
          value={content}
          placeholder="What's on your mind?"
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={submitOnModEnter}
          readOnly={busy}
          aria-describedby={countId}
          aria-invalid={isOverLimit(content, LIMITS.post) || undefined}
        />
        <div className={styles.footer}>
          <CharacterCount id={countId} text={content} limit={LIMITS.post} />
          <Button type="submit" disabled={isBlank} busy={busy}>
            Post
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
