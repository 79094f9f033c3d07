/** `--integrity`: what checking a release store's hashes costs a cold /home (integrityCost.ts). */
import { headerOf, writeResult } from '../../shared/results';
import type { ClientArgs } from '../args';
import { launchBrowser } from '../browser';
import { step, WORK_DIR } from '../builds';
import { benchIntegrity, integrityTable } from './integrityCost';

export async function runIntegrity({ root, label, options }: ClientArgs): Promise<void> {
  step(`cold /home from a release store: its integrity lists and hashing, × ${options.runs}`);
  const browser = await launchBrowser();
  try {
    const cost = await benchIntegrity(root, WORK_DIR, browser, options.runs);
    const file = writeResult({ ...headerOf('integrity', label, root), ...cost });
    console.log(`\n${integrityTable(cost)}\n\nWritten to ${file}`);
  } finally {
    await browser.close();
  }
}
