import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { SPEC_MESSAGES } from '@murmur/mock-api';
import {
  type AppStore,
  makeStore,
  postModalOpened,
  selectPostById,
  selectPostModal,
} from '@murmur/core';
import { LIMITS, MOCK_MESSAGES, type PostView } from '@murmur/contract';
import { allPages, renderWithProviders, signedInStore, withMockApi } from '@murmur/testing';
import { PostModal } from './PostModal';

withMockApi();

function renderModal(store: AppStore, opened: Parameters<typeof postModalOpened>[0]) {
  renderWithProviders(
    <>
      <PostModal />
      <Toaster />
    </>,
    { store },
  );
  act(() => {
    store.dispatch(postModalOpened(opened));
  });
  // The form's code arrives on first open.
  return screen.findByRole('dialog');
}

/** The posts with this text, as the server has them now. */
const postsWithContent = async (content: string) =>
  (await allPages<PostView>('/timelines/explore')).filter((post) => post.content === content);

/** The posts with this text that the store holds. */
const heldWithContent = (store: AppStore, content: string) =>
  Object.values(store.getState().posts.entities).filter((post) => post.content === content);

test('the Post button stays disabled while the text is empty or only spaces', async () => {
  const user = userEvent.setup();
  await renderModal(await signedInStore(), { content: '' });

  const dialog = screen.getByRole('dialog', { name: 'Create Post' });
  const post = screen.getByRole('button', { name: 'Post' });
  expect(dialog).toContainElement(post);
  expect(post).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Post content' }), '   ');
  expect(post).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Post content' }), 'hello');
  expect(post).toBeEnabled();
});

test('posting publishes the post once, puts it first in the home feed, closes and confirms', async () => {
  const user = userEvent.setup();
  const store = await signedInStore();
  await renderModal(store, { content: '' });

  await user.type(
    screen.getByRole('textbox', { name: 'Post content' }),
    'First light over the bay',
  );
  await user.dblClick(screen.getByRole('button', { name: 'Post' }));

  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Create Post' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByText('Post published')).toBeInTheDocument();
  // A double click sends one request: the post exists once.
  const [published, ...more] = await postsWithContent('First light over the bay');
  expect(more).toHaveLength(0);
  expect(published?.author.username).toBe('guest');
  expect(heldWithContent(store, 'First light over the bay')).toEqual([published]);
  // The home feed, read at sign-in, shows it first without reading the feed again.
  const home = store.getState().api.queries['homeTimeline(undefined)']?.data as {
    pages: { ids: string[] }[];
  };
  expect(home.pages[0]?.ids[0]).toBe(published?.id);
  expect(selectPostModal(store.getState()).content).toBe('');
});

test('a refused post keeps the text in the open modal and shows why', async () => {
  const user = userEvent.setup();
  const signedIn = (await signedInStore()).getState();
  const broken = makeStore({
    ...signedIn,
    auth: { ...signedIn.auth, encodedToken: 'not-a-real-token' },
  });
  await renderModal(broken, { content: '' });

  await user.type(screen.getByRole('textbox', { name: 'Post content' }), 'Will this go out?');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText(SPEC_MESSAGES.unknownUser)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Post content' })).toHaveValue('Will this go out?');
  // The mutation's end reaches the button on RTK's next batched notification, which can come a
  // frame after the message: the button is free again, if not in the same frame.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled());
  expect(await postsWithContent('Will this go out?')).toHaveLength(0);
});

test('counts what is left as you type, and a post over the limit is refused with its text kept', async () => {
  const user = userEvent.setup();
  await renderModal(await signedInStore(), { content: '' });
  const box = screen.getByRole('textbox', { name: 'Post content' });
  expect(box).toHaveAccessibleDescription(`${LIMITS.post} characters left`);

  await user.type(box, 'Hi 😀');
  expect(box).toHaveAccessibleDescription(`${LIMITS.post - 4} characters left`);

  const tooLong = `Far too long ${'x'.repeat(LIMITS.post)}`;
  await user.clear(box);
  await user.click(box);
  await user.paste(tooLong);
  expect(box).toHaveValue(tooLong);
  expect(box).toHaveAccessibleDescription('13 characters over the limit');
  expect(box).toBeInvalid();
  const dialog = screen.getByRole('dialog', { name: 'Create Post' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('13 characters over the limit');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText(MOCK_MESSAGES.postTooLong)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  expect(box).toHaveValue(tooLong);
  expect(await postsWithContent(tooLong.trim())).toHaveLength(0);
});

test('editing shows "Edit Post" with the content and saves the change', async () => {
  const user = userEvent.setup();
  const store = await signedInStore();
  const [own] = await allPages<PostView>('/users/guest/posts');
  if (!own) throw new Error('the seed gives the guest at least one post');
  await renderModal(store, { postId: own.id, content: own.content });

  const field = screen.getByRole('textbox', { name: 'Post content' });
  expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
  expect(field).toHaveValue(own.content);

  await user.clear(field);
  await user.type(field, 'Edited words');
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText('Post updated')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(selectPostById(store.getState(), own.id)?.content).toBe('Edited words');
});

test('closing throws the draft away', async () => {
  const user = userEvent.setup();
  const store = await signedInStore();
  await renderModal(store, { content: '' });

  await user.type(screen.getByRole('textbox', { name: 'Post content' }), 'A draft');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(selectPostModal(store.getState()).isOpen).toBe(false);

  act(() => {
    store.dispatch(postModalOpened({ content: '' }));
  });
  expect(screen.getByRole('textbox', { name: 'Post content' })).toHaveValue('');
});
