/**
 * Bodies of the paginated API (`/api/v2`, see `@murmur/core/src/types/v2.ts`): the fields sit at
 * the top of the body instead of wrapped as in §7; the rules and the words are the contract's.
 */
import { MOCK_MESSAGES } from './errors';
import { fieldsOf, requireText } from './validation';

/** `{ content }`: not blank, stored as sent, on create and on edit. */
export function readPostContentV2(body: unknown): string {
  return requireText(fieldsOf(body).content, MOCK_MESSAGES.emptyPost);
}

/** `{ text }`: not blank, stored as sent, on create and on edit. */
export function readCommentTextV2(body: unknown): string {
  return requireText(fieldsOf(body).text, MOCK_MESSAGES.emptyComment);
}
