import { pinnedFile, forgetPins } from './pinnedFiles';
import { SHELL_PINS_ID } from '@murmur/contract';
import { pinShellFiles } from './shellPins';

const FULL = 'independent-packages/react_redux/9.3.1/share-entry.1a2b3c4d.js';

beforeEach(() => forgetPins());

test("a store page's pins of the shell's own files hold the federation runtime's loads of them", () => {
  document.head.innerHTML = `<script type="application/json" id="${SHELL_PINS_ID}">${JSON.stringify(
    { base: '/apps/shell/v3/', version: 'v3', files: { [FULL]: 'sha384-full' } },
  )}</script>`;
  pinShellFiles();
  expect(pinnedFile(`/apps/shell/v3/${FULL}`)).toEqual({
    remote: 'shell',
    version: 'v3',
    file: FULL,
    integrity: 'sha384-full',
  });
});

test('a page without them (npm run serve) pins nothing', () => {
  document.head.innerHTML = '';
  pinShellFiles();
  expect(pinnedFile(`/apps/shell/v3/${FULL}`)).toBeUndefined();
});
