/**
 * The files of the start page's remote, asked for as the shell starts: its entry and its pages'
 * scripts and styles download beside the shared libraries, instead of after them and the shell
 * have run (when bootstrap's preloading would first ask for them). The runtime's own requests
 * for them then find them fetched. Nothing here may import a shared module: it runs in the
 * shell's entry, before the federation is ready.
 */
import { readRemoteManifests, type RemoteManifest } from './remoteManifests';

/**
 * The remote that serves a page, as the shell's router maps paths: `remoteOfPath` of
 * remotes/preloadRemotes.ts, which reads @murmur/core's paths and so cannot load here yet (a
 * test keeps the two in step).
 */
export function remoteOfStartPage(pathname: string): string | null {
  if (pathname === '/' || pathname === '/signup') return 'auth';
  if (['/home', '/explore', '/bookmarks'].includes(pathname)) return 'feed';
  if (pathname.startsWith('/profile/')) return 'profile';
  if (pathname.startsWith('/posts/')) return 'post';
  return null;
}

/** The URLs of a remote's entry and of what its `./pages` needs at once, from its manifest. */
export function pageFilesOf(
  manifestUrl: string,
  manifest: RemoteManifest,
): { scripts: string[]; styles: string[] } {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl) : publicPath;
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const pages = manifest.exposes?.find((expose) => expose.path === './pages');
  return {
    scripts: [
      ...(entry ? [at(entry.path ? `${entry.path}/${entry.name}` : entry.name)] : []),
      ...(pages?.assets.js.sync ?? []).map(at),
    ],
    styles: (pages?.assets.css.sync ?? []).map(at),
  };
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Preloads the files of the remote that serves `pathname`. None for a remote a developer's
 * override may replace (its manifest is not read here), and nothing at all if remotes.json or
 * the manifest cannot be read: the page itself reports that.
 */
export function preloadStartPageRemote(pathname: string): void {
  const remote = remoteOfStartPage(pathname);
  if (!remote) return;
  readRemoteManifests().then(
    (manifests) => {
      const read = manifests.get(remote);
      if (!read?.manifest) return;
      const { scripts, styles } = pageFilesOf(read.url, read.manifest);
      scripts.forEach((href) => preload(href, 'script'));
      styles.forEach((href) => preload(href, 'style'));
    },
    () => {},
  );
}
