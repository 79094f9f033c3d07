/**
 * `npm run core:api`: writes shared/core/public-api.txt, the record of what @murmur/core exports
 * and its state shape at its current version. Run it after `npx changeset version` has bumped
 * core (docs/versioning-core.md); `npm test` checks the record.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRecord, RECORD_PATH } from './coreApi/apiRecord';
import { readCoreApi } from './coreApi/readCoreApi';

const repoRoot = join(__dirname, '..');
const record = readCoreApi(repoRoot);
writeFileSync(join(repoRoot, RECORD_PATH), formatRecord(record));
console.log(
  `${RECORD_PATH}: @murmur/core ${record.version}, ${Object.keys(record.exports).length} exports, ` +
    `${Object.keys(record.state).length} state fields.`,
);
