/** `--monolith`: this run's federated build and the same sources as one application, side by side. */
import { join } from 'node:path';
import { REPO_ROOT } from '../../shared/paths';
import { headerOf, writeResult } from '../../shared/results';
import type { ClientArgs } from '../args';
import { launchBrowser } from '../browser';
import { measureBuilds, serveForBench, step, WORK_DIR } from '../builds';
import { buildMonolith } from '../monolith/buildMonolith';
import { serveMonolith } from '../monolith/serveMonolith';
import { measureBesideMonolith, monolithEnv } from '../monolithRun';
import { monolithTable } from '../reportMonolith';

export async function runMonolith({ root, label, options, skipBuild }: ClientArgs): Promise<void> {
  const builds = await measureBuilds(root, WORK_DIR, !skipBuild);
  step('the monolith: the same sources as one application, without Module Federation');
  const monolithDir = join(WORK_DIR, 'monolith');
  await buildMonolith(join(monolithDir, 'dist'), join(monolithDir, 'sources'));
  const browser = await launchBrowser();
  const federated = await serveForBench(browser, builds, WORK_DIR, options);
  const served = await serveMonolith(REPO_ROOT, join(monolithDir, 'dist'), monolithDir);
  try {
    const monolith = await monolithEnv(browser, served, federated.env);
    step(`each build in turn: bytes, the first screen at 400 ms × ${options.runs}, the parts`);
    const [monolithSide, federatedSide] = await measureBesideMonolith(monolith, federated.env);
    const file = writeResult({
      ...headerOf('monolith', label, root),
      options,
      monolith: monolithSide,
      federated: federatedSide,
    });
    const runtime = builds.floor.federationRuntimeGzipBytes;
    console.log(`\n${monolithTable(monolithSide, federatedSide, runtime)}\n\nWritten to ${file}`);
  } finally {
    await served.stop();
    await federated.stop();
    await browser.close();
  }
}
