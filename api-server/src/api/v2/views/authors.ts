/** A user as a line in a list (an author, a liker, a follower), as the API shows them. */
import type { Author } from '@murmur/contract';
import type { AuthorRow } from '../../../repositories/shared/user-columns';

export const toAuthor = (row: AuthorRow): Author => ({
  id: row.author_id,
  username: row.author_username,
  firstName: row.author_first_name,
  lastName: row.author_last_name,
  avatarURL: row.author_avatar_url,
});
