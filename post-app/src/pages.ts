/** What the `post` remote exposes (`post/pages`), checked against the shell's contract. */
import type { PostRemote } from '@murmur/shared';
import { PostPage } from './features/post/PostPage';

export { PostPage };

export const pages = { PostPage } satisfies PostRemote;
