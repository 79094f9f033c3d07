import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { Button, CharacterCount, INPUT_LIMITS, isOverLimit } from '@murmur/ui';
import { errorMessage } from '@murmur/core';
import { useAddCommentMutation } from './commentsApi';
import styles from './CommentForm.module.scss';

/**
 * The "Your Reply" box. Spec §4 swallows comment errors; we show them in a toast instead and keep
 * the text, so a failed reply is neither silent nor lost.
 */
export function CommentForm({ postId }: { postId: string }) {
  const [addComment, { isLoading: sending }] = useAddCommentMutation();
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: a comment is sent only when it has text.
    if (isEmpty || sending) return;
    try {
      await addComment({ postId, text }).unwrap();
      setText('');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)}>
      <label className={styles.label} htmlFor={fieldId}>
        Your Reply
      </label>
      <div className={styles.row}>
        <textarea
          id={fieldId}
          className={styles.input}
          rows={2}
          placeholder="Write a reply…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={countId}
          aria-invalid={isOverLimit(text, INPUT_LIMITS.comment) || undefined}
        />
        <Button type="submit" busy={sending} disabled={isEmpty}>
          Comment
        </Button>
      </div>
      <CharacterCount id={countId} text={text} limit={INPUT_LIMITS.comment} />
    </form>
  );
}
