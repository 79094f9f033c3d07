/**
 * `npm run deploy:csp -- shell/dist`: regenerates the shell's Content-Security-Policy in
 * serve.json from the remotes.json and remote-overrides.json beside it (README: "Deploy and
 * redeploy one app").
 */
import { resolve } from 'node:path';
import { regenerateContentSecurityPolicy } from '@murmur/build/deployCsp';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run deploy:csp -- <the shell build folder, e.g. shell/dist>');
  process.exit(2);
}

try {
  // npm runs scripts at the repository root; a relative folder is relative to where it was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const policy = regenerateContentSecurityPolicy(path);
  console.log(`${path}/serve.json: Content-Security-Policy is now\n  ${policy}`);
  console.log('Restart the static server of this folder so it sends the new header.');
} catch (error) {
  console.error(`deploy:csp: ${(error as Error).message}`);
  process.exit(1);
}
