/** Test helpers: a store with the guest signed in against the running mock API. */
import { GUEST_CREDENTIALS } from '@murmur/core/src/config/guest';
import { login } from '@murmur/core/src/store/authSlice';
import { makeStore, type AppStore } from '@murmur/core/src/store/store';

type Credentials = { username: string; password: string };

async function signIn(credentials: Credentials): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(login({ ...credentials })).unwrap();
  return store;
}

/** As the login page leaves it: signed in, the start-up loads it began still on their way. */
export const signInAsGuest = () => signIn(GUEST_CREDENTIALS);

export async function waitForStartupLoads(store: AppStore): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const { posts, users, bookmarks } = store.getState();
    if ([posts, users, bookmarks].every((slice) => slice.status === 'succeeded')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The start-up loads did not finish');
}

/** Signed in with the posts, users and bookmarks loaded: no request still running. */
export async function signedInStore(
  credentials: Credentials = GUEST_CREDENTIALS,
): Promise<AppStore> {
  const store = await signIn(credentials);
  await waitForStartupLoads(store);
  return store;
}
