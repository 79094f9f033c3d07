import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { SEED_USERNAMES } from '@murmur/mock-api';
import { paths, type ProfileAnswer } from '@murmur/core';
import {
  renderPage,
  renderSignedIn,
  signedInStore,
  v1Auth,
  v2,
  withMockApi,
} from '@murmur/testing';
import { ProfilePage } from './ProfilePage';

withMockApi();
afterEach(() => toast.remove());

const PROFILE_PATH = '/profile/:username';

const openProfile = (username: string) =>
  renderSignedIn(<ProfilePage />, { path: PROFILE_PATH, route: paths.profile(username) });

/** The follow counts as they read, e.g. ["2 following", "3 followers"]. */
const counts = () =>
  within(screen.getByRole('list', { name: 'Connections' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const followers = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** The network drops: every request fails the way a browser's fetch does. */
const goOffline = () =>
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

/** A profile as the server has it now. */
const profileOf = async (username: string) => (await v2<ProfileAnswer>(`/users/${username}`)).user;

describe('ProfilePage', () => {
  it('shows who the user is: name, @username, bio, counts and their posts', async () => {
    const priya = await profileOf(SEED_USERNAMES.priya);
    await openProfile(priya.username);

    const name = await screen.findByRole('heading', {
      level: 1,
      name: `${priya.firstName} ${priya.lastName}`,
    });
    const header = within(name.closest('header')!);
    expect(header.getByText(`@${priya.username}`)).toBeInTheDocument();
    expect(header.getByText(priya.bio)).toBeInTheDocument();
    expect(counts()).toEqual([`${priya.followingCount} following`, followers(priya.followerCount)]);

    const feed = await screen.findByRole('feed', { name: `Posts by @${priya.username}` });
    const cards = within(feed).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(within(card).getByText(`@${priya.username}`)).toBeInTheDocument();
    }
  });

  it('links the website in a new tab', async () => {
    const maya = await profileOf(SEED_USERNAMES.maya);
    await openProfile(maya.username);

    const link = await screen.findByRole('link', { name: maya.website });
    expect(link).toHaveAttribute('href', maya.website);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows a user: the button turns to Unfollow and their followers grow by one', async () => {
    const priya = await profileOf(SEED_USERNAMES.priya);
    const before = priya.followerCount;
    const user = userEvent.setup();
    await openProfile(priya.username);

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    // Shown at once, busy until the server's answer settles it.
    const settled = await screen.findByRole('button', { name: 'Unfollow' });
    await waitFor(() => expect(settled).toBeEnabled());
    expect(counts()).toContain(followers(before + 1));
  });

  it('unfollows a followed user: the button turns to Follow and their followers drop by one', async () => {
    const maya = await profileOf(SEED_USERNAMES.maya);
    const before = maya.followerCount;
    const user = userEvent.setup();
    await openProfile(maya.username);

    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));

    // Shown at once, busy until the server's answer settles it.
    const settled = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(settled).toBeEnabled());
    expect(counts()).toContain(followers(before - 1));
  });

  it('offers Edit on your own profile, opening the editor with your current details', async () => {
    const user = userEvent.setup();
    const { store } = await openProfile(SEED_USERNAMES.guest);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    const me = store.getState().auth.userData;
    expect(store.getState().modal.profile).toEqual({
      isOpen: true,
      bio: me?.bio,
      website: me?.website,
      avatarURL: me?.avatarURL,
    });
  });

  it('shows what went wrong, with a retry, when the profile cannot be loaded', async () => {
    const store = await signedInStore();
    // Someone the client has not seen yet, looked up while the server is unreachable.
    const newcomer = {
      username: 'newcomer',
      password: 'open sesame',
      firstName: 'New',
      lastName: 'Comer',
    };
    await v1Auth.signup(newcomer);
    goOffline();

    renderPage(<ProfilePage />, {
      path: PROFILE_PATH,
      route: paths.profile(newcomer.username),
      store,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not reach the server/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says so when no such user exists, with a way home', async () => {
    await openProfile('nobody-by-this-name');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', paths.home);
  });
});
