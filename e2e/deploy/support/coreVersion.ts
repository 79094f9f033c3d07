/**
 * @murmur/core's version as the repository has it, and the next minor one: the tests that build a
 * remote against a newer core than the deployed shell's (a scratch copy's core bumped) name both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './servers';

export const CORE_VERSION = (
  JSON.parse(readFileSync(join(repoRoot, 'shared/core/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const [major, minor] = CORE_VERSION.split('.').map(Number) as [number, number];

/** The next minor version, e.g. 2.1.0 after 2.0.0. */
export const NEXT_CORE_VERSION = `${major}.${minor + 1}.0`;

/** Rewrites a core package.json's version to the next minor one (for `ScratchCopy.edit`). */
export const bumpCoreMinor = (json: string) =>
  json.replace(`"version": "${CORE_VERSION}"`, `"version": "${NEXT_CORE_VERSION}"`);

/** What the gate and `deploy:check` say of a remote built against the next minor core. */
export const NEWER_CORE_REFUSAL = `feed-app needs @murmur/core ^${NEXT_CORE_VERSION}; this shell has ${CORE_VERSION}: deploy the shell first`;
