/**
 * The release tests (e2e/release) serve their stores with nginx, as `npm run serve:deploy`
 * does: say which one they use, or stop at once, before the builds and browser tests, with
 * how to install it. (`.ci/run` installs Debian's package.)
 */
import { spawnSync } from 'node:child_process';
import { findNginx } from '../src/nginx/runNginx';

const nginx = findNginx();
if (!nginx) {
  console.error(
    [
      'No nginx for the release tests (e2e/release) and npm run serve:deploy.',
      'Install it (Debian/Ubuntu: `sudo apt-get install nginx`; only the program is used), then',
      'run `npm test` again.',
    ].join('\n'),
  );
  process.exit(1);
}
const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();
console.log(`Release tests use ${nginx} (${version.replace(/^nginx version: /, '')})`);
