/**
 * `npm start` (with its flags) as the dev tests need it: started in its own process group on
 * the product's ports 3000–3004, ready once the shell and every remote's manifest answer, and
 * stopped with everything it started, the ports free again before the next test starts one.
 */
import { test } from '../../support/fixtures';
import { allApps, host, type AppEntry } from '@murmur/build/apps';
import { answers, portsInUse } from '@murmur/tooling';
import { startServer, type RunningServer } from '../../deploy/support/servers';

async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

const productPortsFree = async () =>
  (await portsInUse(allApps.map((app) => app.devPort))).length === 0;

/**
 * Starts `npm start -- <flags>` and waits for all five apps (in `cwd`, a scratch copy of the
 * repository, with its own apps: `apps` lists them).
 */
export async function startProduct(
  flags: string[] = [],
  { cwd, apps = allApps }: { cwd?: string; apps?: readonly AppEntry[] } = {},
): Promise<RunningServer> {
  const server = await startServer({
    cwd,
    command: 'npm',
    args: ['start', '--silent', ...(flags.length > 0 ? ['--', ...flags] : [])],
    port: host.devPort,
    readyPath: '/',
    // Cold compiles of five apps, or four development builds, on a busy two-core machine.
    timeoutMs: 240_000,
  });
  try {
    const manifests = apps
      .filter((app) => app !== host)
      .map((app) => `http://localhost:${app.devPort}/mf-manifest.json`);
    await waitUntil(
      'The remotes did not answer',
      async () => (await Promise.all(manifests.map((url) => answers(url, 5_000)))).every(Boolean),
      120_000,
    );
  } catch (error) {
    await stopProduct(server);
    throw error;
  }
  return server;
}

/** Stops it, and waits until no port of the product is held any more. */
export async function stopProduct(server: RunningServer | undefined): Promise<void> {
  await server?.stop();
  await waitUntil('Ports 3000–3004 were still in use', productPortsFree, 15_000);
}

/**
 * After each test of the file, a failed one gets what `npm start` printed attached to its
 * report, and its end in the log: which app rebuilt, which one stopped and why (each line
 * carries its app's name).
 */
export function attachOutputOnFailure(product: () => RunningServer | undefined): void {
  test.afterEach(async () => {
    const info = test.info();
    const output = product()?.output();
    if (info.status !== info.expectedStatus && output) {
      await info.attach('npm start output', { body: output, contentType: 'text/plain' });
      // The report shows an attachment's first lines only: the last ones go to the run's log.
      console.error(`npm start, the end of its output:\n${output.slice(-3_000)}`);
    }
  });
}

/**
 * The file's own `npm start -- <flags>`, for the tests of a file that need nothing else running:
 * started before its first test, stopped after its last, its output on a failed test.
 */
export function runProductForFile(flags: string[] = []): void {
  let product: RunningServer | undefined;
  test.beforeAll(async () => {
    product = await startProduct(flags);
  });
  test.afterAll(async () => {
    await stopProduct(product);
  });
  attachOutputOnFailure(() => product);
}
