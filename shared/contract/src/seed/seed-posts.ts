/**
 * The 22 hand-written seed posts, newest first. Ages are minutes before "now", so the feed shows
 * "5m", "2h", "3d" and dated times. Likes name seed users by their key in SEED_USERNAMES.
 */
import type { SEED_USERNAMES } from './seed-users';

export type SeedUserKey = keyof typeof SEED_USERNAMES;

export interface SeedComment {
  _id: string;
  author: SeedUserKey;
  minutesAgo: number;
  text: string;
  upvotedBy: SeedUserKey[];
}

export interface SeedPost {
  _id: string;
  author: SeedUserKey;
  minutesAgo: number;
  content: string;
  likedBy: SeedUserKey[];
  dislikedBy?: SeedUserKey[];
  comments?: SeedComment[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** The one seed post with comments: Maya's, commented on by Theo and by the guest. */
export const SEED_COMMENTED_POST = {
  postId: 'post-2',
  commentIds: { theo: 'comment-1', guest: 'comment-2' },
} as const;

export const SEED_POSTS: readonly SeedPost[] = [
  {
    _id: 'post-1',
    author: 'theo',
    minutesAgo: 5,
    content:
      "Headwind both ways today. I'm told that is not physically possible. My legs disagree.",
    likedBy: ['maya'],
  },
  {
    _id: SEED_COMMENTED_POST.postId,
    author: 'maya',
    minutesAgo: 47,
    content:
      "First firing of the new speckled glaze: three bowls came out the colour of a robin's egg, one came out the colour of regret. Keeping all four.",
    likedBy: ['guest', 'theo', 'priya'],
    comments: [
      {
        _id: SEED_COMMENTED_POST.commentIds.theo,
        author: 'theo',
        minutesAgo: 40,
        text: "The regret bowl is the one I'd buy.",
        upvotedBy: ['maya'],
      },
      {
        _id: SEED_COMMENTED_POST.commentIds.guest,
        author: 'guest',
        minutesAgo: 30,
        text: "Robin's egg sounds lovely. Do you ever sell these?",
        upvotedBy: [],
      },
    ],
  },
  {
    _id: 'post-3',
    author: 'priya',
    minutesAgo: 2 * HOUR,
    content:
      'Fed the starter at 6, shaped at 4, forgot about it until 11. It still rose. Sourdough is more forgiving than spreadsheets.',
    likedBy: ['lena', 'maya', 'jonas'],
  },
  {
    _id: 'post-4',
    author: 'guest',
    minutesAgo: 3 * HOUR + 20,
    content: 'Hello, Murmur! Testing the waters with my first post.',
    likedBy: ['maya'],
  },
  {
    _id: 'post-5',
    author: 'jonas',
    minutesAgo: 6 * HOUR,
    content:
      "Saturn's rings were razor sharp last night between two cloud banks 🪐 Twelve minutes of perfect seeing, then gone.",
    likedBy: ['theo', 'lena', 'priya', 'guest'],
  },
  {
    _id: 'post-6',
    author: 'lena',
    minutesAgo: 10 * HOUR,
    content: 'Balcony census: 14 tomato plants, 3 basil, 1 very confused lemon tree. Send recipes.',
    likedBy: ['priya', 'jonas'],
  },
  {
    _id: 'post-7',
    author: 'theo',
    minutesAgo: DAY,
    content:
      'Found a 1970s city map at a flea market. Half the streets have different names now, which makes it the perfect map for getting lost on purpose.',
    likedBy: ['maya', 'jonas', 'guest'],
  },
  {
    _id: 'post-8',
    author: 'maya',
    minutesAgo: DAY + 4 * HOUR,
    content:
      'Reminder to myself: centre the clay before you get ambitious. Applies to most things.',
    likedBy: ['guest', 'priya', 'lena', 'theo', 'jonas'],
  },
  {
    _id: 'post-9',
    author: 'priya',
    minutesAgo: 2 * DAY,
    content:
      "Hot take: the best bread is the one you share while it's still too hot to cut properly.",
    likedBy: ['lena'],
    dislikedBy: ['theo'],
  },
  {
    _id: 'post-10',
    author: 'guest',
    minutesAgo: 3 * DAY,
    content:
      'Does anyone have a favourite short walk in the rain? Looking for ideas for the weekend.',
    likedBy: ['theo'],
  },
  {
    _id: 'post-11',
    author: 'jonas',
    minutesAgo: 4 * DAY + 3 * HOUR,
    content:
      "Clear skies forecast for Thursday.\nBringing: thermos, red torch, the good chair.\nLeaving behind: my phone's brightness at 100%.",
    likedBy: ['theo'],
  },
  {
    _id: 'post-12',
    author: 'maya',
    minutesAgo: 5 * DAY,
    content:
      'Open studio next month. If you have ever wanted to throw a wonky mug, this is your chance.',
    likedBy: ['guest', 'priya'],
  },
  {
    _id: 'post-13',
    author: 'lena',
    minutesAgo: 6 * DAY,
    content:
      'Rain barrel finally installed. It has rained every day since, so I am taking full credit for the weather.',
    likedBy: ['priya', 'maya', 'theo'],
  },
  {
    _id: 'post-14',
    author: 'theo',
    minutesAgo: 7 * DAY + 2 * HOUR,
    content: "Puncture count this year: 3. Puns about punctures: too many to count. I'm tyred.",
    likedBy: [],
  },
  {
    _id: 'post-15',
    author: 'priya',
    minutesAgo: 9 * DAY,
    content:
      "Made a pivot table of every loaf I baked this year. The hydration column tells a story I'm not ready to hear.",
    likedBy: ['jonas', 'maya'],
  },
  {
    _id: 'post-16',
    author: 'maya',
    minutesAgo: 11 * DAY,
    content:
      'The studio cat has claimed the pottery wheel as a napping spot. Productivity is down, morale is up.',
    likedBy: ['guest', 'theo', 'priya', 'jonas', 'lena'],
  },
  {
    _id: 'post-17',
    author: 'jonas',
    minutesAgo: 13 * DAY,
    content:
      'Saw the space station pass overhead at 21:14, bright as anything. Waved, just in case.',
    likedBy: ['lena', 'guest'],
  },
  {
    _id: 'post-18',
    author: 'guest',
    minutesAgo: 16 * DAY,
    content: 'Coffee or tea for a long reading afternoon? Asking for me.',
    likedBy: [],
  },
  {
    _id: 'post-19',
    author: 'lena',
    minutesAgo: 19 * DAY,
    content:
      'Seed swap on Saturday went better than planned: I came home with more seeds than I took. Apparently that is not how swaps work.',
    likedBy: ['priya'],
  },
  {
    _id: 'post-20',
    author: 'theo',
    minutesAgo: 23 * DAY,
    content: "A reminder that 'just a quick ride' is the most dangerous phrase in cycling.",
    likedBy: ['jonas', 'maya'],
  },
  {
    _id: 'post-21',
    author: 'priya',
    minutesAgo: 27 * DAY,
    content:
      'Lamination attempt #4: croissants that were 70% butter puddle, 30% triumph. Progress.',
    likedBy: ['lena', 'theo', 'guest'],
  },
  {
    _id: 'post-22',
    author: 'maya',
    minutesAgo: 32 * DAY,
    content:
      'Unpacked the kiln after the glaze test. Note to future me: cobalt goes a long way. A very long way.',
    likedBy: ['theo'],
  },
];
