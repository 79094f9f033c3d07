/** What the `post` remote exposes (`post/pages`): its pages, which its routes.ts names. */
import type { PagesModule } from '@murmur/core';
import { PostPage } from './features/post/PostPage';
import type * as thisModule from './pages';

export { PostPage };

/** The module's exports themselves, as the shell receives them, must all be pages. */
export type PostPagesModule = PagesModule<typeof thisModule>;
