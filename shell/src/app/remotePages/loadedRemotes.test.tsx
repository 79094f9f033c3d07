import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type * as Loaded from './loadedRemotes';
import type * as Loader from './remotePageLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

const feedRemote = { HomePage: () => <h1>Home feed</h1> };

function freshModules() {
  let modules!: { loaded: typeof Loaded; loader: typeof Loader };
  jest.isolateModules(() => {
    modules = {
      loaded: jest.requireActual('./loadedRemotes'),
      loader: jest.requireActual('./remotePageLoader'),
    };
  });
  return modules;
}

function renderPage(Page: ComponentType) {
  render(
    <Suspense fallback={<p role="status">Loading the feed</p>}>
      <Page />
    </Suspense>,
  );
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockResolvedValue(feedRemote);
});

describe('a page of a preloaded remote', () => {
  it('renders in the first pass, with no loading state and no second fetch', () => {
    const { loaded, loader } = freshModules();
    loaded.rememberLoadedRemote('feed/pages', feedRemote);

    renderPage(loader.remotePageLoader('feed/pages', 'HomePage').Page);

    expect(screen.getByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('without a preload, shows the loading state until the remote arrives', async () => {
    const { loader } = freshModules();

    renderPage(loader.remotePageLoader('feed/pages', 'HomePage').Page);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the feed');
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('feed/pages');
  });
});
