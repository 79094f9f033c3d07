/**
 * Runs one command per app side by side with readable, coloured prefixes, and says where to
 * open the shell once every app answers.
 */
import { concurrently } from 'concurrently';
import type { AppEntry } from '@murmur/build/apps';
import { portsInUse, waitForUrls } from '@murmur/tooling';

const COLOURS: Record<string, string> = {
  shell: 'blue.bold',
  auth: 'green.bold',
  feed: 'magenta.bold',
  profile: 'yellow.bold',
  post: 'cyan.bold',
};

export interface RunAppsOptions {
  apps: readonly AppEntry[];
  command: (app: AppEntry) => string;
  port: (app: AppEntry) => number;
  /** The app to open in the browser. */
  entry: AppEntry;
}

/** The URL that answers once an app is ready: a remote's manifest, the shell's page. */
function readinessUrl(app: AppEntry, port: number, entry: AppEntry) {
  return app === entry ? `http://localhost:${port}/` : `http://localhost:${port}/mf-manifest.json`;
}

export async function runApps({ apps, command, port, entry }: RunAppsOptions): Promise<void> {
  const taken = await portsInUse(apps.map(port));
  const busy = apps.filter((app) => taken.includes(port(app)));
  if (busy.length > 0) {
    const list = busy.map((app) => `${port(app)} (${app.dir})`).join(', ');
    console.error(`Already in use: port ${list}. Is another Murmur still running? Stop it first.`);
    process.exitCode = 1;
    return;
  }

  const { result } = concurrently(
    apps.map((app) => ({
      name: app.name,
      command: command(app),
      prefixColor: COLOURS[app.name] ?? 'white',
    })),
    { prefix: 'name', padPrefix: true, killOthersOn: ['failure'] },
  );

  const finished = new AbortController();
  const urls = apps.map((app) => readinessUrl(app, port(app), entry));
  waitForUrls(urls, Number.POSITIVE_INFINITY, 1000, finished.signal).then(
    () => console.log(`\n  All ${apps.length} apps are up. Open http://localhost:${port(entry)}\n`),
    () => undefined, // the apps stopped first
  );

  try {
    await result;
  } catch {
    process.exitCode = 1; // concurrently has already reported which app failed
  } finally {
    finished.abort();
  }
}
