import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECK_INTERVAL_MS, watchForNewRelease } from '../../releases/newReleaseWatch';
import { NewReleasePrompt } from './NewReleasePrompt';

// The watch keeps its news for the page's lifetime: these tests run in order, on one page.

test('says nothing while the page runs the live release', () => {
  render(<NewReleasePrompt />);
  expect(screen.queryByRole('region', { name: 'New version' })).not.toBeInTheDocument();
});

test('offers a reload once a new release is live, and reloads only when asked', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const reload = jest.fn();
  const read = () => Promise.resolve({ remotes: { feed: 'http://x/v2.json' }, shellVersion: null });
  let clock = 0;
  watchForNewRelease(
    { remotes: { feed: 'http://x/v1.json' }, shellVersion: null },
    { read, now: () => clock },
  );
  render(<NewReleasePrompt reload={reload} />);

  clock += CHECK_INTERVAL_MS;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });

  const prompt = await screen.findByRole('region', { name: 'New version' });
  expect(prompt).toHaveTextContent('A new version of Murmur is available.');
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
