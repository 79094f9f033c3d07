import { OVERRIDE_KEY_PREFIX } from '../../federation/overrides/overrideKey';
import { CANARY_BUCKET_KEY } from '../../releases/canaryBucket';
import { PREVIEW_KEY as OWNER_PREVIEW_KEY } from '../../releases/previews/previewRequest';
import { REMOTE_FALLBACK_EVENT, REMOTE_LOAD_FAILED_EVENT } from '../../releases/releaseEvents';
import { SHELL_VERSION_META as OWNER_META } from '@murmur/contract';
import * as keys from './shellKeys';

test('the panel reads the shell’s state under the names its owners write it', () => {
  expect(keys).toEqual({
    FALLBACK_EVENT: REMOTE_FALLBACK_EVENT,
    LOAD_FAILED_EVENT: REMOTE_LOAD_FAILED_EVENT,
    BUCKET_KEY: CANARY_BUCKET_KEY,
    PREVIEW_KEY: OWNER_PREVIEW_KEY,
    OVERRIDE_PREFIX: OVERRIDE_KEY_PREFIX,
    SHELL_VERSION_META: OWNER_META,
  });
});
