/**
 * What each remote exposes, as types both sides are checked against: a remote's `src/pages.ts`
 * must satisfy its interface, and the shell loads it with `loadRemote<...>()`. Changing a page's
 * name breaks the type check on both sides instead of a blank screen at run time.
 */
import type { ComponentType } from 'react';

export interface AuthRemote {
  LoginPage: ComponentType;
  SignupPage: ComponentType;
}

export interface FeedRemote {
  HomePage: ComponentType;
  ExplorePage: ComponentType;
  BookmarksPage: ComponentType;
}

export interface ProfileRemote {
  ProfilePage: ComponentType;
}

export interface PostRemote {
  PostPage: ComponentType;
}

/** Remote name → the module it exposes and its type. Names are the Module Federation names. */
export interface RemoteModules {
  'auth/pages': AuthRemote;
  'feed/pages': FeedRemote;
  'profile/pages': ProfileRemote;
  'post/pages': PostRemote;
}

/**
 * The exposed module as a whole, as `loadRemote()` hands it to the shell: a remote's pages.ts
 * declares `Exposes<FeedRemote, typeof thisModule>`, so renaming or dropping an export (not
 * only a key of an object inside it) fails the type check.
 */
export type Exposes<Contract, Module extends Contract> = Module;

export const REMOTE_NAMES = ['auth', 'feed', 'profile', 'post'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
