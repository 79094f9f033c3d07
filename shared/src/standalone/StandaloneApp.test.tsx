import { render, screen } from '@testing-library/react';
import { startMockApi, type MockApi } from '@murmur/mock-api';
import { paths } from '../config/paths';
import { selectCurrentUser } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { makeStore } from '../store/store';
import { StandaloneApp, type StandalonePage } from './StandaloneApp';

let server: MockApi;
beforeEach(async () => {
  server = await startMockApi({ timing: 0, environment: 'test', persist: false });
});
afterEach(() => {
  server.shutdown();
  localStorage.clear();
});

function WhoAmI() {
  const user = useAppSelector(selectCurrentUser);
  return <main>Feed of @{user?.username}</main>;
}

const pages: StandalonePage[] = [
  {
    path: paths.home,
    element: <WhoAmI />,
    nav: { label: 'Home', to: paths.home },
    requiresAuth: true,
  },
  {
    path: paths.explore,
    element: <main>Explore page</main>,
    nav: { label: 'Explore', to: paths.explore },
  },
];

const renderAt = (url: string) => {
  window.history.pushState({}, '', url);
  return render(<StandaloneApp appName="feed-app" pages={pages} store={makeStore()} />);
};

describe('StandaloneApp', () => {
  it('frames the remote with its name and links to its own pages', () => {
    renderAt(paths.explore);

    expect(screen.getByText('Murmur · feed-app (standalone)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'feed-app pages' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('Explore page');
  });

  it('signs the guest in for a protected page and says so', async () => {
    renderAt(paths.home);

    expect(screen.getByRole('status')).toHaveTextContent('Signing in as the guest account…');
    expect(await screen.findByText('Feed of @guest')).toBeInTheDocument();
    expect(
      screen.getByText('Signed in as the guest account for standalone development'),
    ).toBeInTheDocument();
  });

  it('opens its first page at the root address', async () => {
    renderAt('/');

    expect(await screen.findByText('Feed of @guest')).toBeInTheDocument();
    expect(window.location.pathname).toBe(paths.home);
  });

  it('explains that a page of another remote is not part of this app', () => {
    renderAt(paths.bookmarks);

    expect(screen.getByRole('heading', { name: 'Not part of feed-app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to feed-app' })).toHaveAttribute('href', '/home');
  });
});
