/**
 * What sharing the mock's data across tabs adds to each API call, for a seed size: two tabs of
 * one browser on /home, the second liking and unliking a post, the first reading the posts after
 * each of those writes (so every read catches up with another tab's change). The figures are the
 * mock's own User Timing measures (lock wait, reading what changed, committing), the rule's time
 * left out, read where the mock runs (its service worker, or each tab); medians of every call of
 * `env.runs` cold runs.
 */
import type { Worker } from '@playwright/test';
import { networkQuiet, watched } from '../browser';
import type { BenchEnv } from '../env';
import { SHARED_COPY_MEASURE } from '@murmur/mock-api';
import { median } from '../../shared/statistics';

const WRITES_PER_RUN = 10;

/** A page or a worker, whose User Timing entries can be read. */
type Timeline = Pick<Worker, 'evaluate'>;

export async function measureSharedCopy(env: BenchEnv, seedPosts: number) {
  const reads: number[] = [];
  const writes: number[] = [];
  for (let run = 0; run < env.runs; run += 1) {
    const bench = await env.open({ session: env.session, seedPosts });
    try {
      await bench.page.goto('/home');
      await watched(bench.page, 'firstCard', 120_000);
      const writer = await bench.context.newPage();
      await writer.goto('/home');
      await watched(writer, 'firstCard', 120_000);
      await networkQuiet(bench);

      const postId = await writer.evaluate(async () => {
        const { posts } = (await (await fetch('/api/posts')).json()) as {
          posts: { _id: string; likes: { likedBy: { username: string }[] } }[];
        };
        const me = localStorage.getItem('username');
        return posts.find((post) => post.likes.likedBy.every((u) => u.username !== me))?._id;
      });
      if (!postId) throw new Error('No post left to like');
      // The mock's measures are in its service worker's timeline, or, in the page, in each tab's.
      const worker = bench.context.serviceWorkers()[0];
      const reader: Timeline = worker ?? bench.page;
      const writerTimeline: Timeline = worker ?? writer;
      const clear = () => performance.clearMeasures();
      await Promise.all([reader.evaluate(clear), writerTimeline.evaluate(clear)]);

      for (let n = 0; n < WRITES_PER_RUN; n += 1) {
        const action = n % 2 === 0 ? 'like' : 'dislike';
        await writer.evaluate(
          ({ action, postId }) =>
            fetch(`/api/posts/${action}/${postId}`, {
              method: 'POST',
              headers: { authorization: localStorage.getItem('encodedToken') ?? '' },
            }).then((response) => response.text()),
          { action, postId },
        );
        await bench.page.evaluate(() => fetch('/api/posts').then((response) => response.text()));
      }
      const durations = (name: string) =>
        performance.getEntriesByName(name).map((entry) => entry.duration);
      reads.push(...(await reader.evaluate(durations, SHARED_COPY_MEASURE.read)));
      writes.push(...(await writerTimeline.evaluate(durations, SHARED_COPY_MEASURE.write)));
      if (reads.length === 0 || writes.length === 0) {
        throw new Error('The mock recorded no shared copy measures: is it still measured?');
      }
    } finally {
      await bench.close();
    }
  }
  return { seedPosts, readMs: median(reads), writeMs: median(writes), reads, writes };
}
