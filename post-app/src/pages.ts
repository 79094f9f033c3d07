/** What the `post` remote exposes (`post/pages`), checked against the shell's contract. */
import type { Exposes, PostRemote } from '@murmur/core';
import { PostPage } from './features/post/PostPage';
import type * as thisModule from './pages';

export { PostPage };

export const pages = { PostPage } satisfies PostRemote;

/** The module's exports themselves, as the shell receives them, must match the contract too. */
export type PostPagesModule = Exposes<PostRemote, typeof thisModule>;
