/**
 * `npm run new-remote -- messages --route /messages --nav "Messages"`: a new remote, ready to
 * build, test, lint and run alone or inside the product (docs/adding-a-remote.md).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { generateRemote } from './generateRemote';
import { GeneratorRefusal, USAGE, parseNewRemoteOptions } from './options';

const root = resolve(__dirname, '../../..');

try {
  const options = parseNewRemoteOptions(process.argv.slice(2));
  const made = generateRemote(root, options);
  console.log(`Created ${made.dir} (remote "${options.name}", ${options.route}):`);
  for (const path of made.created) console.log(`  + ${path}`);
  for (const path of made.changed) console.log(`  ~ ${path}`);
  console.log(`Ports: ${made.devPort} (npm start), ${made.servePort} (npm run serve).`);
  if (options.install) {
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('npm install failed: run it again, then carry on.');
  } else {
    console.log('Run `npm install` to link the new workspace.');
  }
  console.log(
    `Next: npm run start:${options.name} (alone) or npm start (in the product, ${options.route}); npm run deploy -- ${made.dir} to ship it.`,
  );
} catch (error) {
  if (error instanceof GeneratorRefusal) {
    console.error(`${error.message}\nUsage: ${USAGE}`);
    process.exit(1);
  }
  throw error;
}
