import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withLock } from './lock';

let folder: string;
let lock: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'murmur-lock-'));
  lock = join(folder, '.lock');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

test('holders take turns: a read-modify-write under the lock loses no update', async () => {
  const counter = join(folder, 'counter');
  writeFileSync(counter, '0');
  const increment = () =>
    withLock(
      lock,
      async () => {
        const value = Number(readFileSync(counter, 'utf8'));
        await pause(5);
        writeFileSync(counter, String(value + 1));
      },
      { what: 'test' },
    );

  await Promise.all(Array.from({ length: 8 }, increment));

  expect(readFileSync(counter, 'utf8')).toBe('8');
  expect(existsSync(lock)).toBe(false);
});

test('whoever waits is told who holds the lock', async () => {
  const told: string[] = [];
  let release!: () => void;
  const first = withLock(lock, () => new Promise<void>((done) => (release = done)), {
    what: 'deploy of feed-app',
  });
  const second = withLock(lock, () => undefined, { what: 'rollback', onWait: (m) => told.push(m) });
  await pause(100);
  release();
  await Promise.all([first, second]);
  expect(told).toEqual([`Waiting for the deploy of feed-app (pid ${process.pid}) to finish…`]);
});

test('gives up after its time, saying who holds the lock, and changes nothing', async () => {
  let release!: () => void;
  const held = withLock(lock, () => new Promise<void>((done) => (release = done)), {
    what: 'deploy of shell',
  });
  const work = jest.fn();
  await expect(withLock(lock, work, { what: 'promote', timeoutMs: 100 })).rejects.toThrow(
    /The release store is locked by the deploy of shell \(pid \d+, since .+\); nothing was changed\./,
  );
  expect(work).not.toHaveBeenCalled();
  release();
  await held;
});

test('a lock left by a process that is gone is taken over', async () => {
  const gone = 2 ** 22 + 12345; // above Linux's largest pid
  writeFileSync(
    lock,
    JSON.stringify({ pid: gone, host: hostname(), what: 'deploy', since: '', nonce: 'old' }),
  );
  const work = jest.fn();
  await withLock(lock, work, { what: 'deploy', timeoutMs: 1000 });
  expect(work).toHaveBeenCalled();
});
