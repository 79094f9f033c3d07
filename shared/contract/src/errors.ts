/** Errors of the mock backend: an HTTP status with the message the client shows. */
import { LIMITS } from './limits';

export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** The backend messages of spec §8, to the letter: the trailing spaces are part of the contract. */
export const SPEC_MESSAGES = {
  unknownUser: 'The username you entered is not Registered. Not Found error',
  wrongPassword: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  usernameTaken: 'Unprocessable Entity. Username Already Exists.',
  editOthersPost: "Cannot edit a Post doesn't belong to the logged in User.",
  deleteOthersPost: "Cannot delete a Post doesn't belong to the logged in User.",
  alreadyLiked: 'Cannot like a post that is already liked. ',
  alreadyDisliked: 'Cannot dislike a post that is already disliked. ',
  likesAtZero: 'Cannot decrement like less than 0.',
  alreadyBookmarked: 'This Post is already bookmarked',
  notBookmarked: 'Post not bookmarked yet',
  alreadyFollowing: 'User Already following',
  notFollowing: 'User already not following',
  editOthersComment: "Cannot edit a comment doesn't belong to the User.",
  deleteOthersComment: "Cannot delete a comment doesn't belong to the User.",
  alreadyUpvoted: 'Cannot upvote a post that is already upvoted. ',
  alreadyDownvoted: 'Cannot downvote a post that is already downvoted. ',
} as const;

/** Our own messages for cases the spec leaves open (unknown ids, bad input). */
export const MOCK_MESSAGES = {
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  emptyPost: 'Post content cannot be empty.',
  emptyComment: 'Comment text cannot be empty.',
  emptyUsername: 'Username cannot be empty.',
  emptyPassword: 'Password cannot be empty.',
  badWebsite: 'Website must be an http:// or https:// address.',
  badAvatar: 'Avatar URL must be an http:// or https:// address.',
  badText: 'Bio must be text.',
  emptyProfileEdit: 'Nothing to change: send bio, website or avatarURL to edit the profile.',
  followSelf: 'You cannot follow yourself.',
  badJson: 'The request body is not valid JSON.',
  noRoute: 'There is no such API call.',
  badLimit: 'limit must be a whole number from 1 to 100.',
  badCursor: 'The cursor is not valid: start again from the first page.',
  postTooLong: `A post can be at most ${LIMITS.post} characters.`,
  commentTooLong: `A comment can be at most ${LIMITS.comment} characters.`,
  bioTooLong: `Bio can be at most ${LIMITS.bio} characters.`,
  websiteTooLong: `Website can be at most ${LIMITS.website} characters.`,
  avatarTooLong: `Avatar URL can be at most ${LIMITS.avatar} characters.`,
  emailTooLong: `Email can be at most ${LIMITS.email} characters.`,
  nameTooLong: `First and last name can be at most ${LIMITS.name} characters each.`,
  badName: 'Names cannot contain control or text-direction characters.',
  badUsername: `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters: letters, digits, ".", "_" and "-".`,
  shortPassword: `Password must be at least ${LIMITS.passwordMin} characters.`,
  longPassword: `Password can be at most ${LIMITS.passwordMax} characters.`,
  longLoginPassword: `Password can be at most ${LIMITS.loginPasswordMax} characters.`,
  nulCharacter: 'Text cannot contain a NUL character (\\u0000).',
} as const;

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
