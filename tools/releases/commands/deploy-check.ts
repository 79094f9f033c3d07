/**
 * `npm run deploy:check -- <remote manifest URL or dist folder> [--shell <shell URL or dist folder>]`
 * prints, one line per shared library, whether the remote can run under the shell, and exits 1
 * when it cannot. The shell defaults to this repository's build, shell/dist.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deployCheck } from '../src/deployCheck';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { shell: { type: 'string', default: join(__dirname, '../../../shell/dist') } },
});

const [remote] = positionals;
if (!remote) {
  console.error(
    'Usage: npm run deploy:check -- <remote manifest URL or dist folder> [--shell <shell URL or dist folder>]',
  );
  process.exit(2);
}

try {
  // npm runs scripts at the repository root; a relative folder is relative to where it was typed.
  const where = (source: string) =>
    /^https?:\/\//.test(source) ? source : resolve(process.env.INIT_CWD ?? process.cwd(), source);
  const { ok, lines } = await deployCheck(where(remote), where(values.shell));
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
