/** Every page the shell takes from a remote, and how to name it when it fails to load. */
import { remotePageLoader, type RemotePageLoader } from './remotePageLoader';

export interface RemotePageEntry {
  loader: RemotePageLoader;
  what: string;
}

export const remotePages = {
  login: { loader: remotePageLoader('auth/pages', 'LoginPage'), what: 'The sign-in page' },
  signup: { loader: remotePageLoader('auth/pages', 'SignupPage'), what: 'The sign-up page' },
  home: { loader: remotePageLoader('feed/pages', 'HomePage'), what: 'The feed' },
  explore: { loader: remotePageLoader('feed/pages', 'ExplorePage'), what: 'The explore page' },
  bookmarks: { loader: remotePageLoader('feed/pages', 'BookmarksPage'), what: 'Your bookmarks' },
  profile: { loader: remotePageLoader('profile/pages', 'ProfilePage'), what: 'The profile' },
  post: { loader: remotePageLoader('post/pages', 'PostPage'), what: 'The post' },
} satisfies Record<string, RemotePageEntry>;
