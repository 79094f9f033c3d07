/** Test helpers: a store with the guest signed in against the running mock API. */
import { GUEST_CREDENTIALS } from '@murmur/contract';
import { makeStore, sessionApi, type AppStore } from '@murmur/core';

type Credentials = { username: string; password: string };

/** What a sign-in starts beside itself (the home feed's first page) has been answered. */
async function settled(store: AppStore): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { queries } = store.getState().api;
    if (Object.values(queries).every((query) => query?.status !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The reads a sign-in starts did not finish');
}

async function signIn(credentials: Credentials): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(sessionApi.endpoints.login.initiate({ ...credentials })).unwrap();
  return store;
}

/** As the login page leaves it: signed in, the home feed it asked for still on its way. */
export const signInAsGuest = () => signIn(GUEST_CREDENTIALS);

/** Signed in, with nothing still running. */
export async function signedInStore(
  credentials: Credentials = GUEST_CREDENTIALS,
): Promise<AppStore> {
  const store = await signIn(credentials);
  await settled(store);
  return store;
}
