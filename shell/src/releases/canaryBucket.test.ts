import { BUCKETS, CANARY_BUCKET_KEY, readCanaryBucket } from './canaryBucket';

beforeEach(() => localStorage.clear());

test('a browser draws its bucket once and keeps it across reloads', () => {
  const first = readCanaryBucket(localStorage, () => 0.37);
  const afterReload = readCanaryBucket(localStorage, () => 0.99);
  expect(first).toBe(37);
  expect(afterReload).toBe(37);
  expect(localStorage.getItem(CANARY_BUCKET_KEY)).toBe('37');
});

test('buckets run from 0 to 99', () => {
  expect(readCanaryBucket(null, () => 0)).toBe(0);
  expect(readCanaryBucket(null, () => 0.999999)).toBe(BUCKETS - 1);
});

test('a kept value that is not a bucket is drawn again', () => {
  localStorage.setItem(CANARY_BUCKET_KEY, '250');
  expect(readCanaryBucket(localStorage, () => 0.5)).toBe(50);
  localStorage.setItem(CANARY_BUCKET_KEY, 'soon');
  expect(readCanaryBucket(localStorage, () => 0.12)).toBe(12);
});

test('without storage a bucket is drawn for the page alone', () => {
  expect(readCanaryBucket(null, () => 0.42)).toBe(42);
  expect(localStorage.getItem(CANARY_BUCKET_KEY)).toBeNull();
});
