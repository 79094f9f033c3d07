import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SEED_COMMENTED_POST } from '@murmur/mock-api';
import { fetchPost } from '../store/postsSlice';
import { selectPostById } from '../store/selectors';
import { makeStore } from '../store/store';
import { withMockApi } from '@murmur/testing/src/mockApi';
import { useStoredOrFetched } from './useStoredOrFetched';

withMockApi();

function renderLookup(initialKey: string) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(({ key }) => useStoredOrFetched(key, selectPostById, fetchPost), {
    wrapper,
    initialProps: { key: initialKey },
  });
}

test('a record the list lacks is fetched, and then found in the list', async () => {
  const { result } = renderLookup(SEED_COMMENTED_POST.postId);

  expect(result.current).toEqual({ state: 'loading' });
  await waitFor(() => expect(result.current.state).toBe('found'));
  expect(result.current).toMatchObject({ value: { _id: SEED_COMMENTED_POST.postId } });
});

test('a 404 means missing; asking for another key is loading again, not missing', async () => {
  const { result, rerender } = renderLookup('no-such-post');
  await waitFor(() => expect(result.current).toEqual({ state: 'missing' }));

  rerender({ key: SEED_COMMENTED_POST.postId });

  expect(result.current).toEqual({ state: 'loading' });
  await waitFor(() => expect(result.current.state).toBe('found'));
});
