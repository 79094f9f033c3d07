/**
 * What the writes of the spec's `/api` read from their bodies (§7's shapes, as the original client
 * sends them), with the contract's rules and words (`../inputs.ts`).
 */
import { MOCK_MESSAGES } from '../errors';
import {
  PROFILE_EDITABLE_FIELDS,
  checkComment,
  checkPost,
  readEditedProfile,
  type ProfileFields,
} from '../inputs';
import { type Fields, fieldsOf, namesAny, requireText, textOrField } from '../validation';

/**
 * `{ postData: "text" }` (§7: postData is the content text, as the original client sends it) or
 * `{ postData: { content } }` (Murmur's client): the only field a post's author writes, on create
 * and on edit. No content in either shape is refused, never stored as an empty post.
 */
export function readPostContent(body: unknown): string {
  const content = textOrField(fieldsOf(body).postData, 'content');
  return checkPost(requireText(content, MOCK_MESSAGES.emptyPost));
}

/** `{ commentData: { text } }`; a bare `{ commentData: "text" }` is read too. */
export function readCommentText(body: unknown): string {
  const text = textOrField(fieldsOf(body).commentData, 'text');
  return checkComment(requireText(text, MOCK_MESSAGES.emptyComment));
}

/**
 * Where a profile edit's fields may be, in order: `userData`, `userDetails` (§7 names both), or
 * the body itself (the original client sends them so). The first place naming any editable
 * field is read, and only it: fields are never mixed from two places.
 */
function profilePlace(body: unknown): Fields | undefined {
  const fields = fieldsOf(body);
  const places = [fields.userData, fields.userDetails, fields].map(fieldsOf);
  return places.find((candidate) => namesAny(candidate, PROFILE_EDITABLE_FIELDS));
}

/**
 * A missing field keeps its current value; website and avatar must be empty or an http(s)
 * address. A body naming none of the editable fields, in any place, is refused.
 */
export function readProfileEdit(body: unknown, current: ProfileFields): ProfileFields {
  return readEditedProfile(profilePlace(body), current);
}
