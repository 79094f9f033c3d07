import { act, render, screen, within } from '@testing-library/react';
import { setActiveOverrides } from '../../federation/overrides/activeOverrides';
import { RemoteOverridesBar } from './RemoteOverridesBar';

afterEach(() => act(() => setActiveOverrides([])));

test('shows nothing while no remote is overridden', () => {
  render(<RemoteOverridesBar />);
  expect(screen.queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
});

test('names each overridden remote and where it comes from, with a button to clear it', () => {
  render(<RemoteOverridesBar />);
  act(() =>
    setActiveOverrides([
      { remote: 'feed', manifestUrl: 'http://localhost:3002/mf-manifest.json' },
      { remote: 'post', manifestUrl: 'http://127.0.0.1:5004/build/mf-manifest.json' },
    ]),
  );

  const bar = screen.getByRole('region', { name: 'Remote overrides' });
  const [feed, post] = within(bar).getAllByRole('listitem');
  expect(feed).toHaveTextContent('feed from http://localhost:3002');
  expect(within(feed!).getByRole('button', { name: 'Clear the feed override' })).toBeVisible();
  expect(post).toHaveTextContent('post from http://127.0.0.1:5004/build');
});
