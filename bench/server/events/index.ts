/**
 * Live events under load, on a throwaway PostgreSQL cluster: two instances, A and B,
 * on one database, as behind a load balancer. 1,000 streams are opened on B by 50 viewers (20
 * each, as tabs and devices); then posts are published through A (`POST /api/v2/posts`) at 100 a
 * second for 10 seconds, each request sent on its due time whether the one before was answered or
 * not. Every event is timestamped as it is read from its stream (`readers.ts`, a process of
 * its own), on the clock the writer timed its request with: the latency is from the write's
 * request to A until the event is read on a stream of B (A's transaction, NOTIFY, B's LISTEN, B's
 * fan-out, the socket), counted for every stream. Nothing may be lost, and every stream must see
 * the posts in the same order. The CPU each process used during the burst is printed too.
 *
 * B's memory is its resident set (`/proc/<pid>/status`), and its open descriptors count its
 * sockets: before the streams, with 1,000 open, after the burst, once they are closed, and after
 * each of four more rounds of 1,000 opened and closed (no growth).
 */
import pMap from 'p-map';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, startServerProcess, type ServerProcess } from '@murmur/api-server/testing';
import { callApi, freshUsername, signUp } from '../../shared/http';
import { openLoop } from '../../shared/openLoop';
import { cpuSecondsOf, loadAverage, memoryOf } from '../../shared/proc';
import { percentiles } from '../../shared/statistics';
import {
  MANY_STREAMS_ENV,
  VIEWERS,
  startReaders,
  type Readers,
  type StreamsRunOptions,
} from './readerProcess';

export interface EventsOptions extends StreamsRunOptions {
  writesPerSecond: number;
}

const WRITERS = 10;
/** Rounds of opening and closing every stream (the first carries the burst). */
const ROUNDS = 5;
const now = () => performance.timeOrigin + performance.now();

/** Each post's request: when it was sent and when A answered. */
type Timed = Map<string, { sent: number; answered: number }>;

/** Posts published through A on a fixed schedule; each request's send time and answer time. */
async function burst(origin: string, writers: string[], total: number, perSecond: number) {
  const timed: Timed = new Map();
  const answerMs: number[] = [];
  let failed = 0;
  await openLoop(total, perSecond, async (i) => {
    const sent = now();
    const { status, text } = await callApi(origin, 'POST', '/api/v2/posts', {
      token: writers[i % writers.length],
      body: { content: `Live event ${i}` },
    });
    const answered = now();
    answerMs.push(answered - sent);
    const post = status === 201 ? (JSON.parse(text) as { post?: { id: string } }).post : undefined;
    if (post) timed.set(post.id, { sent, answered });
    else failed += 1;
  });
  return { timed, answerMs, failed };
}

/** A and B on one new database, and the reader process. */
async function startInstances(clusterUrl: string) {
  const databaseUrl = await createDatabase(clusterUrl, `murmur_bench_events_${Date.now()}`);
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    ...MANY_STREAMS_ENV,
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

/** Every event's latency from its write's request, and from A's answer. */
function latencies(timed: Timed, arrivals: Map<string, number[]>) {
  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  for (const [postId, { sent, answered }] of timed) {
    for (const arrived of arrivals.get(postId) ?? []) {
      fromRequest.push(arrived - sent);
      fromAnswer.push(arrived - answered);
    }
  }
  return { fromRequest, fromAnswer };
}

/** Posts published through A, then every event waited for on B's streams, and the figures. */
async function measureDelivery(
  { a, readers }: Awaited<ReturnType<typeof startInstances>>,
  pids: number[],
  writers: string[],
  { streams: count, writesPerSecond, seconds }: EventsOptions,
) {
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
  const { fromRequest, fromAnswer } = latencies(timed, new Map(report.arrivals));
  const [p50 = 0, p99 = 0, max = 0] = percentiles(fromRequest, [0.5, 0.99, 1]);
  const [afterAnswerP50 = 0, afterAnswerP99 = 0] = percentiles(fromAnswer, [0.5, 0.99]);
  const [writeP50 = 0, writeP99 = 0] = percentiles(answerMs, [0.5, 0.99]);
  const received = fromRequest.length;
  return {
    streams: count,
    writesPerSecond,
    writes: timed.size,
    // Writes A refused or failed (none expected): they announce nothing.
    failedWrites: failed,
    expected,
    received,
    lost: expected - received,
    sameOrder: report.orders.length === count && new Set(report.orders).size === 1,
    // afterAnswer: from A's answer to the event on B (below 0: the event came first).
    ...{ p50, p99, max, afterAnswerP50, afterAnswerP99, writeP50, writeP99 },
    // From the first write until the last event arrived, and the cores each process used then.
    seconds: Math.round(burstSeconds * 10) / 10,
    cores,
    // B's CPU time per event written to a stream.
    microsecondsPerDelivery: received === 0 ? 0 : Math.round((cpuB * 1e7) / received) / 10,
    // The machine's, at the end of the burst (it is shared).
    loadAverage: loadAverage(),
  };
}

/** B's memory and descriptors, noted as streams open and close. */
function memoryWatch(readers: Readers, b: ServerProcess) {
  const rows: { state: string; streams: number; rssMb: number; descriptors: number }[] = [];
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
  pMap(
    Array.from({ length: count }, (_, i) => freshUsername(`${label}${i}`)),
    (name) => signUp(origin, 'v2', name),
    { concurrency: count },
  );

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
