import { keptAcrossHotUpdates, restartedOnHotUpdate, type HotModule } from './hotUpdates';

/** One module's hot API across versions: each version gets what the previous one disposed. */
function moduleVersions() {
  let data: Record<string, unknown> | undefined;
  let disposers: ((data: Record<string, unknown>) => void)[] = [];
  return {
    next(): HotModule {
      const hot: HotModule = {
        data,
        dispose: (handler) => disposers.push(handler),
      };
      return hot;
    },
    update() {
      const next: Record<string, unknown> = {};
      for (const dispose of disposers) dispose(next);
      disposers = [];
      data = next;
    },
  };
}

test('without a hot API, a value is simply created', () => {
  expect(keptAcrossHotUpdates(undefined, 'store', () => 'fresh')).toBe('fresh');
});

test('a hot update hands the value to the next version, which adopts it', () => {
  const versions = moduleVersions();
  const first = keptAcrossHotUpdates(versions.next(), 'store', () => ({ reducer: 'v1' }));
  versions.update();
  const second = keptAcrossHotUpdates(
    versions.next(),
    'store',
    () => ({ reducer: 'unused' }),
    (kept) => {
      kept.reducer = 'v2';
    },
  );

  expect(second).toBe(first);
  expect(second.reducer).toBe('v2');
  versions.update();
  expect(keptAcrossHotUpdates(versions.next(), 'store', () => ({ reducer: 'v3' }))).toBe(first);
});

test('a running effect is restarted with the new code and the same arguments', () => {
  const log: string[] = [];
  const versions = moduleVersions();
  const startV1 = restartedOnHotUpdate(versions.next(), 'sync', (tab: string) => {
    log.push(`v1 starts ${tab}`);
    return () => log.push(`v1 stops ${tab}`);
  });
  const stop = startV1('tab A');

  versions.update();
  restartedOnHotUpdate(versions.next(), 'sync', (tab: string) => {
    log.push(`v2 starts ${tab}`);
    return () => log.push(`v2 stops ${tab}`);
  });
  stop();

  expect(log).toEqual(['v1 starts tab A', 'v1 stops tab A', 'v2 starts tab A', 'v2 stops tab A']);
});

test('a stopped effect is not restarted', () => {
  const versions = moduleVersions();
  const started: string[] = [];
  const start = restartedOnHotUpdate(versions.next(), 'sync', (tab: string) => {
    started.push(tab);
    return () => {};
  });
  start('tab A')();
  versions.update();
  restartedOnHotUpdate(versions.next(), 'sync', () => () => {});
  expect(started).toEqual(['tab A']);
});
