import { RefusedError } from '../store';
import { PREVIEW_NAME } from '../trust/storeNames';
import { givePreviewItsDefault, previewNameFrom, sanitizePreviewName } from './previewName';
import { expiryAfter, previewDays, previewLink } from './previewSettings';

test('a branch becomes a name a link, a file and a terminal read alike', () => {
  expect(sanitizePreviewName('feature/New_Feed')).toBe('feature-new-feed');
  expect(sanitizePreviewName('--Fix: #12 (again)--')).toBe('fix-12-again');
  const long = sanitizePreviewName(`${'a'.repeat(39)}/b${'c'.repeat(20)}`);
  expect(long).toHaveLength(39);
  expect(long).toMatch(PREVIEW_NAME);
});

test('the name asked for wins; without one, the branch; with neither, a refusal', () => {
  expect(previewNameFrom('Try It', 'main')).toBe('try-it');
  expect(previewNameFrom(undefined, 'feature/x')).toBe('feature-x');
  expect(() => previewNameFrom(undefined, null)).toThrow(RefusedError);
  expect(() => previewNameFrom('///', 'main')).toThrow('nothing a preview name can keep');
});

test('a preview lasts --days, else MURMUR_PREVIEW_DAYS, else a week', () => {
  expect(previewDays(undefined, {})).toBe(7);
  expect(previewDays(undefined, { MURMUR_PREVIEW_DAYS: '2' })).toBe(2);
  expect(previewDays('0.5', { MURMUR_PREVIEW_DAYS: '2' })).toBe(0.5);
  expect(() => previewDays('0', {})).toThrow('positive number of days');
  // At most a month, however it is asked for.
  expect(previewDays('30', {})).toBe(30);
  expect(() => previewDays('31', {})).toThrow(
    'A preview lasts at most 30 days, not 31: deploy it again to give it longer.',
  );
  expect(() => previewDays(undefined, { MURMUR_PREVIEW_DAYS: '3650' })).toThrow('at most 30 days');
  expect(expiryAfter(new Date('2026-11-27T00:00:00Z'), 2).toISOString()).toBe(
    '2026-11-29T00:00:00.000Z',
  );
  expect(previewLink('http://store.example', 'feed-app', 'new-feed')).toBe(
    'http://store.example/?preview=feed-app:new-feed',
  );
});

test('--preview without a name is given an empty one, which means the branch', () => {
  const alone = ['feed-app', '--preview'];
  givePreviewItsDefault(alone);
  expect(alone).toEqual(['feed-app', '--preview', '']);
  const beforeFlag = ['feed-app', '--preview', '--days', '2'];
  givePreviewItsDefault(beforeFlag);
  expect(beforeFlag).toEqual(['feed-app', '--preview', '', '--days', '2']);
  const named = ['feed-app', '--preview', 'x'];
  givePreviewItsDefault(named);
  expect(named).toEqual(['feed-app', '--preview', 'x']);
});
