/**
 * The lint rules that keep each workspace behind its package name and exports, asked about
 * imports a newcomer might write. ESLint loads its config as an ES module, which Jest's module
 * system does not run, so one child Node process lints every sample.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../../..');

interface Sample {
  file: string;
  code: string;
}

/** The rule ids ESLint reports for each sample, as the repository's config lints it. */
function ruleIdsFor(samples: readonly Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const samples = JSON.parse(process.argv[1]);
    const found = [];
    for (const { file, code } of samples) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found.push(result.messages.map((message) => message.ruleId));
    }
    console.log(JSON.stringify(found));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(samples)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

const RELATIVE = 'boundaries/relative-imports-stay-home';
const DEEP = 'no-restricted-imports';

test("a relative path or a package's src/ into another workspace is refused; its exports are not", () => {
  const samples: (Sample & { refusedBy: string | null })[] = [
    {
      // A tool climbing into a sibling tool's insides.
      file: 'bench/client/probe.ts',
      code: "import { storeRoot } from '../../releases/src/store';\nexport const root = storeRoot;\n",
      refusedBy: RELATIVE,
    },
    {
      file: 'bench/client/probe.ts',
      code: "import { storeRoot } from '@murmur/releases/src/store';\nexport const root = storeRoot;\n",
      refusedBy: DEEP,
    },
    {
      // The API server's tests reaching the release tool by path.
      file: 'api-server/test/probe.test.ts',
      code: "import { readLog } from '../../tools/releases/src/releaseLog';\nexport const read = readLog;\n",
      refusedBy: RELATIVE,
    },
    {
      // The root's browser tests reaching a package's source.
      file: 'e2e/support/probe.ts',
      code: "import { LIMITS } from '../../shared/contract/src/limits';\nexport const limits = LIMITS;\n",
      refusedBy: RELATIVE,
    },
    {
      file: 'bench/client/probe.ts',
      code: "import { storeRoot } from '@murmur/releases';\nexport const root = storeRoot;\n",
      refusedBy: null,
    },
    {
      // Inside one workspace a relative path is the way.
      file: 'tools/releases/src/probe.ts',
      code: "import { storeRoot } from './store';\nexport const root = storeRoot;\n",
      refusedBy: null,
    },
  ];
  const found = ruleIdsFor(samples);
  samples.forEach((sample, index) => {
    const refusals = found[index]!.filter((rule) => rule === RELATIVE || rule === DEEP);
    expect({ ...sample, refusals }).toEqual({
      ...sample,
      refusals: sample.refusedBy ? [sample.refusedBy] : [],
    });
  });
});
