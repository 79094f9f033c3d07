import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pinCurrentVersions } from '../../federation/integrity/pinPointer';
import { REMOTE_FALLBACK_EVENT } from '../../releases/releaseEvents';
import { RemotePage } from './RemotePage';
import { remotePageLoader } from './remotePageLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(),
}));
jest.mock('../../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

const manifest = (version: string) => `/apps/feed-app/${version}/mf-manifest.json`;

function BrokenHome(): never {
  throw new Error('Cannot read properties of undefined');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.mocked(getInstance).mockReturnValue({
    options: {
      remotes: [{ name: 'feed', entry: new URL(manifest('v3'), window.location.href).href }],
    },
  } as unknown as ReturnType<typeof getInstance>);
  pinCurrentVersions(
    {
      feed: {
        version: 'v3',
        manifest: manifest('v3'),
        lastGood: { version: 'v2', manifest: manifest('v2') },
      },
    },
    50,
  );
});
afterEach(() => jest.restoreAllMocks());

test('a page that throws on its first render is replaced by its last good version, quietly', async () => {
  jest
    .mocked(loadRemote)
    .mockResolvedValueOnce({ HomePage: BrokenHome })
    .mockResolvedValueOnce({ HomePage: () => <h1>Home feed</h1> });
  const fallbacks: unknown[] = [];
  window.addEventListener(REMOTE_FALLBACK_EVENT, (event) =>
    fallbacks.push((event as CustomEvent).detail),
  );

  render(
    <MemoryRouter>
      <RemotePage loader={remotePageLoader('feed/pages', 'HomePage')} what="The feed" />
    </MemoryRouter>,
  );

  expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'feed', entry: new URL(manifest('v2'), window.location.href).href }],
    { force: true },
  );
  expect(fallbacks).toEqual([
    { app: 'feed', fromVersion: 'v3', toVersion: 'v2', reason: 'render' },
  ]);
});
