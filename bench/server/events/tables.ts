/** The live-events run's Markdown tables. */
import type { benchEvents } from './index';

type Figures = Awaited<ReturnType<typeof benchEvents>>;

export function memoryTable(rows: Figures['memory'], count: number): string {
  const [before, open] = rows;
  const perStream =
    before && open ? Math.round(((open.rssMb - before.rssMb) * 1024) / count) : undefined;
  return [
    '| instance B | open streams | RSS MB | open descriptors |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.state} | ${row.streams} | ${row.rssMb} | ${row.descriptors} |`),
    '',
    `Memory per open stream: ${perStream ?? '?'} kB (RSS with ${count} open, less before, over ${count}).`,
  ].join('\n');
}

export function deliveryTable(row: Figures['delivery']): string {
  const cores = (value: number) => value.toFixed(2);
  return [
    '| streams on B | posts/s on A | posts (failed) | events expected | received | lost | same order on every stream | A to B p50 ms | p99 ms | max ms | after A answered p50 ms | p99 ms | write answer p50 ms | p99 ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${row.streams} | ${row.writesPerSecond} | ${row.writes} (${row.failedWrites}) | ${row.expected} | ${row.received} | ${row.lost} | ${row.sameOrder ? 'yes' : 'NO'} | ${row.p50} | ${row.p99} | ${row.max} | ${row.afterAnswerP50} | ${row.afterAnswerP99} | ${row.writeP50} | ${row.writeP99} |`,
    '',
    `CPU from the first post to the last event (${row.seconds} s), in cores: A ${cores(row.cores.a)}, ` +
      `B ${cores(row.cores.b)} (${row.microsecondsPerDelivery} µs per event written to a stream), ` +
      `readers ${cores(row.cores.readers)}, writer ${cores(row.cores.writer)}; ` +
      `load average ${row.loadAverage} (2 cores, shared).`,
  ].join('\n');
}
