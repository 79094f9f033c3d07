/**
 * What the writes of `/api/v2` read from their bodies: the fields themselves (`{ content }`,
 * `{ text }`, `{ bio }`), with the contract's rules and words (`../inputs.ts`).
 */
import { MOCK_MESSAGES } from '../errors';
import { checkComment, checkPost, readEditedProfile, type ProfileFields } from '../inputs';
import { fieldsOf, requireText } from '../validation';

/** `PostContent`: the post's text, stored whole, refused when blank. */
export function readPostContent(body: unknown): string {
  return checkPost(requireText(fieldsOf(body).content, MOCK_MESSAGES.emptyPost));
}

/** `CommentContent`: the comment's text, stored whole, refused when blank. */
export function readCommentText(body: unknown): string {
  return checkComment(requireText(fieldsOf(body).text, MOCK_MESSAGES.emptyComment));
}

/**
 * `ProfileEdit`: a missing field keeps its value; a body naming none of them (an empty one, or the
 * contract's `{ userData: … }`) would change nothing, so it is refused rather than answered 200.
 */
export function readProfileEdit(body: unknown, current: ProfileFields): ProfileFields {
  return readEditedProfile(fieldsOf(body), current);
}
