/**
 * Filler posts for large seeds (a benchmark asks for thousands). Deterministic: the same count
 * always gives the same posts, all older than the hand-written ones.
 */
import type { SeedPost, SeedUserKey } from './seed-posts';

const AUTHORS: readonly SeedUserKey[] = ['maya', 'theo', 'priya', 'jonas', 'lena', 'guest'];
const OPENERS = [
  'Small win today:',
  'Note to self:',
  'Unpopular opinion:',
  'Things I learned this week:',
  'Quick update:',
  'Overheard at the market:',
  'Weekend plan:',
];
const TOPICS = [
  'the early train is quieter than any library',
  'a good notebook makes bad handwriting bearable',
  'soup tastes better on the second day',
  'every shortcut is longer than the long way',
  'the neighbours have started a choir',
  'fixing a squeaky door is deeply satisfying',
  'the park looks completely different at dawn',
  'there is no such thing as too many bookmarks',
  'rain on a tin roof is the best background noise',
  'the library has a seed catalogue now',
  'a slow morning is worth the planning',
];
const CLOSERS = ['', ' Thoughts?', ' More soon.', ' 🙂', ' That is all.', ' Highly recommend.'];

/** Starts at one month and one day ago and steps back three hours per post. */
const FIRST_AGE_MINUTES = 33 * 24 * 60;
const STEP_MINUTES = 3 * 60;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function extraSeedPosts(count: number, firstNumber: number): SeedPost[] {
  return Array.from({ length: Math.max(0, count) }, (_, offset) => {
    const n = firstNumber + offset;
    const author = pick(AUTHORS, n);
    const likedBy = AUTHORS.filter((user, i) => user !== author && (n + i * 5) % 3 === 0);
    return {
      _id: `post-${n}`,
      author,
      minutesAgo: FIRST_AGE_MINUTES + offset * STEP_MINUTES,
      content: `${pick(OPENERS, n)} ${pick(TOPICS, n * 7)}.${pick(CLOSERS, n * 3)}`,
      likedBy,
    };
  });
}
