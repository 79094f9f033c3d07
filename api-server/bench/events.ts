/**
 * Live events under load, on a throwaway PostgreSQL cluster: two instances, A and B,
 * on one database, as behind a load balancer. 1,000 streams are opened on B by 50 viewers (20
 * each, as tabs and devices); then posts are published through A (`POST /api/v2/posts`) at 100 a
 * second for 10 seconds, each request sent on its due time whether the one before was answered or
 * not. Every event is timestamped as it is read from its stream (`event-readers.ts`, a process of
 * its own), on the clock the writer timed its request with: the latency is from the write's
 * request to A until the event is read on a stream of B (A's transaction, NOTIFY, B's LISTEN, B's
 * fan-out, the socket), counted for every stream. Nothing may be lost, and every stream must see
 * the posts in the same order. The CPU each process used during the burst is printed too.
 *
 * B's memory is its resident set (`/proc/<pid>/status`), and its open descriptors count its
 * sockets: before the streams, with 1,000 open, after the burst, once they are closed, and after
 * each of four more rounds of 1,000 opened and closed (no growth).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { createDatabase } from '../test/support/postgres-cluster';
import { JITI_CLI } from '../test/support/paths';
import type { ReaderCommand, ReaderMessage } from './event-readers';

export interface EventsOptions {
  clusterUrl: string;
  streams: number;
  writesPerSecond: number;
  seconds: number;
}

export interface MemoryRow {
  state: string;
  streams: number;
  rssMb: number;
  descriptors: number;
}

export interface DeliveryRow {
  streams: number;
  writesPerSecond: number;
  writes: number;
  /** Writes A refused or failed (none expected): they announce nothing. */
  failedWrites: number;
  expected: number;
  received: number;
  lost: number;
  sameOrder: boolean;
  p50: number;
  p99: number;
  max: number;
  /** From A's answer to the event on B (below 0: the event came first). */
  afterAnswerP50: number;
  afterAnswerP99: number;
  writeP50: number;
  writeP99: number;
  /** From the first write until the last event arrived. */
  seconds: number;
  /** CPU used over those seconds, in cores, per process. */
  cores: { a: number; b: number; readers: number; writer: number };
  /** B's CPU time per event written to a stream. */
  microsecondsPerDelivery: number;
  /** The machine's, at the end of the burst (it is shared). */
  loadAverage: string;
}

const VIEWERS = 50;
const WRITERS = 10;
/** Rounds of opening and closing every stream (the first carries the burst). */
const ROUNDS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return {
    rssMb: Math.round(rssKb / 102.4) / 10,
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
  };
}

async function signUp(origin: string, label: string): Promise<string> {
  const username = `${label}_${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${origin}/api/v2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: label,
    }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The reader process, driven by one command at a time. */
export function startReaders() {
  const child = fork(JITI_CLI, [path.join(__dirname, 'event-readers.ts')], {
    serialization: 'advanced',
  });
  const ask = <T extends ReaderMessage['type']>(command: ReaderCommand, answer: T) =>
    new Promise<Extract<ReaderMessage, { type: T }>>((resolve, reject) => {
      const onExit = () => reject(new Error('The event readers exited.'));
      child.once('exit', onExit);
      child.on('message', function listener(message: ReaderMessage) {
        if (message.type !== answer) return;
        child.off('message', listener);
        child.off('exit', onExit);
        resolve(message as Extract<ReaderMessage, { type: T }>);
      });
      child.send(command);
    });
  return { child, ask };
}

const now = () => performance.timeOrigin + performance.now();

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
const ms = (value: number) => Math.round(value * 10) / 10;

/** Each post's request: when it was sent and when A answered. */
type Timed = Map<string, { sent: number; answered: number }>;

/** Posts published through A on a fixed schedule; each request's send time and answer time. */
async function burst(origin: string, writers: string[], total: number, perSecond: number) {
  const timed: Timed = new Map();
  const answerMs: number[] = [];
  let failed = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      (async () => {
        const sent = now();
        const response = await fetch(`${origin}/api/v2/posts`, {
          method: 'POST',
          headers: {
            authorization: writers[i % writers.length] as string,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ content: `Live event ${i}` }),
        });
        const body = (await response.json()) as { post?: { id: string } };
        const answered = now();
        answerMs.push(answered - sent);
        if (response.status === 201 && body.post) timed.set(body.post.id, { sent, answered });
        else failed += 1;
      })(),
    );
  }
  await Promise.all(pending);
  return { timed, answerMs, failed };
}

type Readers = ReturnType<typeof startReaders>;

/** A and B on one new database, and the reader process. */
async function startInstances(clusterUrl: string) {
  const databaseUrl = await createDatabase(clusterUrl, `murmur_bench_events_${Date.now()}`);
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    // 20 streams a viewer, above the default cap of a user (one person does not hold 20 tabs).
    EVENT_STREAMS_PER_USER: '100',
  };
  const a: ServerProcess = await startServerProcess({ databaseUrl, env });
  const b: ServerProcess = await startServerProcess({ databaseUrl, env });
  const readers = startReaders();
  const stop = async () => {
    readers.child.kill();
    await Promise.all([a.stop(), b.stop()]);
  };
  return { a, b, readers, stop };
}

/** CPU seconds used so far by A, B, the readers and this process (the writer). */
function cpuNow(pids: number[]) {
  return { processes: pids.map(cpuSecondsOf), writer: process.cpuUsage() };
}

/** The cores each process used since `before`, over `seconds`. */
function coresSince(before: ReturnType<typeof cpuNow>, pids: number[], seconds: number) {
  const [a = 0, b = 0, readers = 0] = pids.map(
    (pid, i) => cpuSecondsOf(pid) - (before.processes[i] ?? 0),
  );
  const writer = process.cpuUsage(before.writer);
  return {
    cpuB: b,
    cores: {
      a: a / seconds,
      b: b / seconds,
      readers: readers / seconds,
      writer: (writer.user + writer.system) / 1e6 / seconds,
    },
  };
}

/** Every event's latency from its write's request, and from A's answer, sorted. */
function latencies(timed: Timed, arrivals: Map<string, number[]>) {
  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  for (const [postId, { sent, answered }] of timed) {
    for (const arrived of arrivals.get(postId) ?? []) {
      fromRequest.push(arrived - sent);
      fromAnswer.push(arrived - answered);
    }
  }
  return {
    sorted: Float64Array.from(fromRequest).sort(),
    afterAnswer: Float64Array.from(fromAnswer).sort(),
  };
}

/** Posts published through A, then every event waited for on B's streams, and the figures. */
async function measureDelivery(
  { a, readers }: Awaited<ReturnType<typeof startInstances>>,
  pids: number[],
  writers: string[],
  { streams: count, writesPerSecond, seconds }: EventsOptions,
): Promise<DeliveryRow> {
  console.log(`  burst: ${writesPerSecond * seconds} posts through A over ${seconds} s…`);
  const cpuBefore = cpuNow(pids);
  const burstStarted = now();
  const total = writesPerSecond * seconds;
  const { timed, answerMs, failed } = await burst(a.origin, writers, total, writesPerSecond);
  const expected = timed.size * count;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if ((await readers.ask({ type: 'count' }, 'count')).received >= expected) break;
    await sleep(100);
  }
  const burstSeconds = (now() - burstStarted) / 1000;
  const { cpuB, cores } = coresSince(cpuBefore, pids, burstSeconds);
  const report = await readers.ask({ type: 'report' }, 'report');
  const { sorted, afterAnswer } = latencies(timed, new Map(report.arrivals));
  const answers = Float64Array.from(answerMs).sort();
  return {
    streams: count,
    writesPerSecond,
    writes: timed.size,
    failedWrites: failed,
    expected,
    received: sorted.length,
    lost: expected - sorted.length,
    sameOrder: report.orders.length === count && new Set(report.orders).size === 1,
    p50: ms(percentile(sorted, 0.5)),
    p99: ms(percentile(sorted, 0.99)),
    max: ms(sorted.at(-1) ?? 0),
    afterAnswerP50: ms(percentile(afterAnswer, 0.5)),
    afterAnswerP99: ms(percentile(afterAnswer, 0.99)),
    writeP50: ms(percentile(answers, 0.5)),
    writeP99: ms(percentile(answers, 0.99)),
    seconds: Math.round(burstSeconds * 10) / 10,
    cores,
    microsecondsPerDelivery:
      sorted.length === 0 ? 0 : Math.round((cpuB * 1e7) / sorted.length) / 10,
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

/** B's memory and descriptors, noted as streams open and close. */
function memoryWatch(readers: Readers, b: ServerProcess) {
  const rows: MemoryRow[] = [];
  const note = (state: string, streams: number) => {
    rows.push({ state, streams, ...memoryOf(b.child.pid as number) });
    console.log(`  B ${state}: ${JSON.stringify(rows.at(-1))}`);
  };
  const open = (tokens: string[], streams: number) =>
    readers.ask({ type: 'open', origin: b.origin, tokens, count: streams }, 'opened');
  const closeAll = () => readers.ask({ type: 'close' }, 'closed');
  return { rows, note, open, closeAll };
}

const signUpAll = (origin: string, label: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => signUp(origin, `${label}${i}`)));

export async function benchEvents(options: EventsOptions) {
  const { streams: count } = options;
  const instances = await startInstances(options.clusterUrl);
  const { a, b, readers } = instances;
  const pids = [a.child.pid, b.child.pid, readers.child.pid] as number[];
  const memory = memoryWatch(readers, b);
  try {
    const viewers = await signUpAll(a.origin, 'viewer', VIEWERS);
    const writers = await signUpAll(a.origin, 'writer', WRITERS);
    // Warm up B's code paths for streams, then measure from there.
    await memory.open(viewers, 20);
    await memory.closeAll();
    await sleep(2000);
    memory.note('before the streams', 0);

    await memory.open(viewers, count);
    await sleep(2000);
    memory.note(`${count} streams open`, count);
    const delivery = await measureDelivery(instances, pids, writers, options);
    memory.note('after the burst', count);

    await memory.closeAll();
    await sleep(2000);
    memory.note('streams closed', 0);
    // Growth would show as a climb from round to round; a heap that settles stays level.
    for (let round = 2; round <= ROUNDS; round += 1) {
      await memory.open(viewers, count);
      await memory.closeAll();
      await sleep(2000);
      memory.note(`round ${round}: ${count} more opened and closed`, 0);
    }
    return { memory: memory.rows, delivery };
  } finally {
    await instances.stop();
  }
}

export function memoryTable(rows: MemoryRow[], count: number): string {
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

export function deliveryTable(row: DeliveryRow): string {
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
