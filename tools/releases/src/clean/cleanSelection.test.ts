import type { VersionInfo } from '../versions';
import { planCleaning, type KeepReason } from './cleanSelection';

const now = new Date('2026-11-27T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const version = (number: number, age: number) =>
  ({ app: 'feed-app', version: `v${number}`, createdAt: daysAgo(age) }) as VersionInfo;

test('keeps what a pointer or preview needs, the newest and the recent; removes the rest', () => {
  const versions = [
    version(1, 30),
    version(2, 20),
    version(3, 15),
    version(4, 12),
    version(5, 10),
    version(6, 3),
    version(7, 9),
  ];
  const needed = new Map<string, KeepReason>([
    ['v2', 'last good'],
    ['v4', 'live'],
    ['v5', 'preview'],
  ]);
  const plan = planCleaning({ app: 'feed-app', versions, needed }, now, 7);
  expect(plan.remove.map((info) => info.version)).toEqual(['v1', 'v3']);
  expect(plan.keep.map(({ info, reason }) => `${info.version} ${reason}`)).toEqual([
    'v2 last good',
    'v4 live',
    'v5 preview',
    'v6 recent',
    'v7 newest',
  ]);
});

test('--keep-days 0 keeps only what is needed and the newest', () => {
  const plan = planCleaning(
    { app: 'feed-app', versions: [version(1, 0.1), version(2, 0)], needed: new Map() },
    now,
    0,
  );
  expect(plan.remove.map((info) => info.version)).toEqual(['v1']);
});
