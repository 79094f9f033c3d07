/** Test helpers: a store with the guest signed in and the start-up loads finished. */
import { GUEST_CREDENTIALS } from '../config/guest';
import { login } from '../store/authSlice';
import { makeStore, type AppStore } from '../store/store';

export async function waitForStartupLoads(store: AppStore): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const { posts, users, bookmarks } = store.getState();
    if ([posts, users, bookmarks].every((slice) => slice.status === 'succeeded')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The start-up loads did not finish');
}

export async function signedInStore(
  credentials: { username: string; password: string } = GUEST_CREDENTIALS,
): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(login(credentials)).unwrap();
  await waitForStartupLoads(store);
  return store;
}
