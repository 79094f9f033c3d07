/** Follows against the real mock API: shown at once, settled by the answer, taken back if refused. */
import { startMockApi, SEED_USERNAMES, type MockApi } from '@murmur/mock-api';
import { signedInStore, v2Write } from '@murmur/testing';
import { selectFollowPending } from '../../store/selectors';
import { selectProfile } from '../../store/entities/profilesSlice';
import type { AppStore } from '../../store/store';
import { followKey, peopleApi } from './people';

let api: MockApi;
beforeEach(async () => {
  localStorage.clear();
  api = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => api.shutdown());

async function withProfileOf(store: AppStore, username: string) {
  await store.dispatch(peopleApi.endpoints.profile.initiate(username, { subscribe: false }));
  const profile = selectProfile(store.getState(), username);
  if (!profile) throw new Error(`${username} was not read`);
  return profile;
}

const follow = (store: AppStore, username: string) =>
  store.dispatch(
    peopleApi.endpoints.setFollow.initiate(
      { username, following: true },
      { fixedCacheKey: followKey(username) },
    ),
  );

describe('setFollow', () => {
  it('shows the follow at once, busy until the answer, which settles it', async () => {
    const store = await signedInStore();
    const priya = SEED_USERNAMES.priya;
    const before = await withProfileOf(store, priya);

    const sent = follow(store, priya);
    expect(selectProfile(store.getState(), priya)).toMatchObject({
      followedByMe: true,
      followerCount: before.followerCount + 1,
    });
    expect(selectFollowPending(store.getState(), priya)).toBe(true);

    await sent.unwrap();
    expect(selectFollowPending(store.getState(), priya)).toBe(false);
    expect(selectProfile(store.getState(), priya)).toMatchObject({
      followedByMe: true,
      followerCount: before.followerCount + 1,
    });
  });

  it('takes the follow back when the server refuses it', async () => {
    const store = await signedInStore();
    const priya = SEED_USERNAMES.priya;
    const before = await withProfileOf(store, priya);
    // Followed meanwhile elsewhere (another tab): this store still shows the old profile.
    await v2Write('POST', `/users/${priya}/follow`, store.getState().auth.encodedToken);

    await expect(follow(store, priya).unwrap()).rejects.toMatchObject({ status: 400 });

    expect(selectProfile(store.getState(), priya)).toMatchObject({
      followedByMe: false,
      followerCount: before.followerCount,
    });
    expect(selectFollowPending(store.getState(), priya)).toBe(false);
  });
});
