import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './RemotePage';
import { remotePageLoader } from './remotePageLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remotesConfig', () => ({ ensureRemotesRegistered: () => Promise.resolve() }));

const loadRemoteMock = jest.mocked(loadRemote);

const feedRemote = {
  HomePage: () => <h1>Home feed</h1>,
  ExplorePage: () => <h1>Explore</h1>,
  BookmarksPage: () => <h1>Bookmarks</h1>,
};

beforeEach(() => {
  loadRemoteMock.mockReset();
  // React reports the error it caught; the boundary's screen is what this test is about.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemotePage', () => {
  it('fetches the remote only when the page is first shown, with a loading status meanwhile', async () => {
    loadRemoteMock.mockResolvedValue(feedRemote);
    const loader = remotePageLoader('feed/pages', 'HomePage');
    expect(loadRemoteMock).not.toHaveBeenCalled();

    render(<RemotePage loader={loader} what="The feed" />);

    expect(screen.getByRole('status', { name: 'Loading the feed' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('feed/pages');
  });

  it('names what failed, and "Try again" fetches the remote again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('Failed to fetch http://localhost:3002/mf-manifest.json'))
      .mockResolvedValueOnce(feedRemote);
    const loader = remotePageLoader('feed/pages', 'HomePage');

    render(<RemotePage loader={loader} what="The feed" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The feed could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('treats a remote without the expected page as a failure to load it', async () => {
    loadRemoteMock.mockResolvedValue({ ExplorePage: feedRemote.ExplorePage });
    const loader = remotePageLoader('feed/pages', 'BookmarksPage');

    render(<RemotePage loader={loader} what="Your bookmarks" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bookmarks could not be loaded.',
    );
  });
});
