import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './RemotePage';
import { RemoteLoadError } from '../../federation/RemoteLoadError';
import { remotePageLoader, type RemotePageLoader } from './remotePageLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

const feedRemote = {
  HomePage: () => <h1>Home feed</h1>,
  ExplorePage: () => <h1>Explore</h1>,
  BookmarksPage: () => <h1>Bookmarks</h1>,
};

/** The page among the shell's chrome, as the layout places it. */
function renderInShell(loader: RemotePageLoader, what: string) {
  render(
    <MemoryRouter>
      <header>Murmur top bar</header>
      <nav aria-label="Main">Main navigation</nav>
      <RemotePage loader={loader} what={what} />
    </MemoryRouter>,
  );
}

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

    renderInShell(loader, 'The feed');

    expect(screen.getByRole('status', { name: 'Loading the feed' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('feed/pages');
  });

  it('names what failed, and "Try again" fetches the remote again', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(
        new RemoteLoadError('feed', 'The "feed" app at http://localhost:3002 did not answer.'),
      )
      .mockResolvedValueOnce(feedRemote);
    const loader = remotePageLoader('feed/pages', 'HomePage');

    renderInShell(loader, 'The feed');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The feed could not be loaded.');
    expect(alert).toHaveTextContent('The "feed" app at http://localhost:3002 did not answer.');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('names the remote even when the runtime throws something of its own', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to fetch\nat a long stack'));
    renderInShell(remotePageLoader('profile/pages', 'ProfilePage'), 'The profile');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The "profile" app failed to load: Failed to fetch',
    );
  });

  it('treats a remote without the expected page as a failure to load it', async () => {
    loadRemoteMock.mockResolvedValue({ ExplorePage: feedRemote.ExplorePage });
    const loader = remotePageLoader('feed/pages', 'BookmarksPage');

    renderInShell(loader, 'Your bookmarks');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookmarks could not be loaded.');
    expect(alert).toHaveTextContent('The "feed" app has no BookmarksPage.');
  });

  it('contains a page that crashes while rendering; the chrome stays and "Try again" renders it anew', async () => {
    let broken = true;
    function FragilePage() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h1>Profile of guest</h1>;
    }
    loadRemoteMock.mockResolvedValue({ ProfilePage: FragilePage });

    renderInShell(remotePageLoader('profile/pages', 'ProfilePage'), 'The profile');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The profile stopped working.');
    expect(alert).not.toHaveTextContent('Cannot read properties');
    expect(screen.getByRole('banner')).toHaveTextContent('Murmur top bar');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Profile of guest' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The remote itself was fine: it is not fetched again, only rendered again.
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote that is down to its own pages, and tries it afresh on the next visit', async () => {
    const profileRemote = { ProfilePage: () => <h1>Profile of guest</h1> };
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'feed/pages'
        ? Promise.reject(new Error('Failed to fetch'))
        : Promise.resolve(profileRemote),
    );
    const home = remotePageLoader('feed/pages', 'HomePage');
    const profile = remotePageLoader('profile/pages', 'ProfilePage');
    // As in the shell, both routes render their page in the same place of the same layout.
    render(
      <MemoryRouter initialEntries={['/home']}>
        <nav aria-label="Main">
          <Link to="/home">Home</Link>
          <Link to="/profile/guest">Profile</Link>
        </nav>
        <Routes>
          <Route path="/home" element={<RemotePage loader={home} what="The feed" />} />
          <Route
            path="/profile/:username"
            element={<RemotePage loader={profile} what="The profile" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed could not be loaded.');

    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile of guest' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    loadRemoteMock.mockResolvedValue(feedRemote);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
  });
});
