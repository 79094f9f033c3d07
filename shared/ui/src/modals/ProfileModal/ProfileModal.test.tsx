import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { SPEC_MESSAGES } from '@murmur/mock-api';
import {
  type AppStore,
  makeStore,
  profileModalOpened,
  selectCurrentUser,
  selectProfileModal,
} from '@murmur/core';
import { renderWithProviders, signedInStore, withMockApi } from '@murmur/testing';
import { LIMITS, type ProfileUpdate } from '@murmur/contract';
import { ProfileModal } from './ProfileModal';

withMockApi();

const current: ProfileUpdate = {
  bio: 'Tea, trains and tiny poems.',
  website: 'https://guest.example',
  avatarURL: '',
};

function renderModal(store: AppStore, opened: ProfileUpdate = current) {
  renderWithProviders(
    <>
      <ProfileModal />
      <Toaster />
    </>,
    { store },
  );
  act(() => {
    store.dispatch(profileModalOpened(opened));
  });
  // The form's code arrives on first open.
  return screen.findByRole('dialog', { name: 'Edit Profile' });
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function replaceValue(name: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

test('opens named "Edit Profile" with the current values', async () => {
  await renderModal(await signedInStore());

  expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(field('Bio')).toHaveValue(current.bio);
  expect(field('Website')).toHaveValue(current.website);
  expect(field('Avatar URL')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'edit' })).toBeEnabled();
});

test('each field takes no more than the server keeps', async () => {
  await renderModal(await signedInStore());

  expect(field('Bio')).toHaveAttribute('maxLength', String(LIMITS.bio));
  expect(field('Website')).toHaveAttribute('maxLength', String(LIMITS.website));
  expect(field('Avatar URL')).toHaveAttribute('maxLength', String(LIMITS.avatar));
});

test('a javascript: website is refused with a message and nothing is sent', async () => {
  const user = userEvent.setup();
  const store = await signedInStore();
  const before = selectCurrentUser(store.getState());
  await renderModal(store);

  await replaceValue('Website', 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'edit' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Website must be an http:// or https:// address.',
  );
  expect(field('Website')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Website')).toHaveFocus();
  expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(selectCurrentUser(store.getState())).toBe(before);
});

test('a non-http avatar address is refused too', async () => {
  const user = userEvent.setup();
  await renderModal(await signedInStore());

  await replaceValue('Avatar URL', 'data:image/png;base64,AAAA');
  await user.click(screen.getByRole('button', { name: 'edit' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avatar URL must be an http:// or https:// address.',
  );
});

test('a valid profile is saved, the modal closes and the user is told', async () => {
  const user = userEvent.setup();
  const store = await signedInStore();
  await renderModal(store);

  await replaceValue('Bio', 'Writes small things.');
  await replaceValue('Website', '  https://murmur.example/guest  ');
  await user.click(screen.getByRole('button', { name: 'edit' }));

  expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(selectProfileModal(store.getState()).isOpen).toBe(false);
  expect(selectCurrentUser(store.getState())).toMatchObject({
    bio: 'Writes small things.',
    website: 'https://murmur.example/guest',
    avatarURL: '',
  });
});

test("a refused save keeps the values and shows the server's reason", async () => {
  const user = userEvent.setup();
  const signedIn = (await signedInStore()).getState();
  const store = makeStore({
    ...signedIn,
    auth: { ...signedIn.auth, encodedToken: 'not-a-real-token' },
  });
  await renderModal(store);

  await replaceValue('Bio', 'Unsaved words');
  await user.click(screen.getByRole('button', { name: 'edit' }));

  expect(await screen.findByText(SPEC_MESSAGES.unknownUser)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(field('Bio')).toHaveValue('Unsaved words');
  expect(selectCurrentUser(store.getState())?.bio).toBe(signedIn.auth.userData?.bio);
});
