/**
 * The six seeded people (invented, like everything they say). Ids are fixed so tests, links and
 * tokens survive a reload; passwords are here so tests and demos can log in as anyone.
 */
import { GUEST_CREDENTIALS } from './guest';

export interface SeedUser {
  _id: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  website: string;
  /** Usernames this user follows; followers are derived from these. */
  follows: string[];
  bookmarks: string[];
  joinedDaysAgo: number;
}

export const SEED_USER_IDS = {
  guest: 'user-guest',
  maya: 'user-maya',
  theo: 'user-theo',
  priya: 'user-priya',
  jonas: 'user-jonas',
  lena: 'user-lena',
} as const;

export const SEED_USERNAMES = {
  guest: GUEST_CREDENTIALS.username,
  maya: 'maya.solberg',
  theo: 'theo_brandt',
  priya: 'priya.bakes',
  jonas: 'jonas_wren',
  lena: 'lena.arcos',
} as const;

const names = SEED_USERNAMES;

/**
 * The guest follows Maya and Theo, so the guest's feed mixes three authors and the suggestions
 * panel offers Priya, Jonas and Lena.
 */
export const SEED_USERS: readonly SeedUser[] = [
  {
    _id: SEED_USER_IDS.guest,
    username: names.guest,
    password: GUEST_CREDENTIALS.password,
    firstName: 'Guest',
    lastName: 'Visitor',
    email: 'guest@example.com',
    bio: 'Just looking around. Say hi!',
    website: '',
    follows: [names.maya, names.theo],
    bookmarks: ['post-16'],
    joinedDaysAgo: 60,
  },
  {
    _id: SEED_USER_IDS.maya,
    username: names.maya,
    password: 'kiln-on-sundays',
    firstName: 'Maya',
    lastName: 'Solberg',
    email: 'maya@example.com',
    bio: 'Potter. The kiln fires on Sundays; the glazes surprise me on Mondays.',
    website: 'https://example.com/maya-makes',
    follows: [names.guest, names.theo, names.priya],
    bookmarks: [],
    joinedDaysAgo: 58,
  },
  {
    _id: SEED_USER_IDS.theo,
    username: names.theo,
    password: 'ninety-cadence',
    firstName: 'Theo',
    lastName: 'Brandt',
    email: 'theo@example.com',
    bio: 'Cycles to work in any weather. Collects paper maps and bad puns.',
    website: '',
    follows: [names.maya, names.jonas],
    bookmarks: [],
    joinedDaysAgo: 55,
  },
  {
    _id: SEED_USER_IDS.priya,
    username: names.priya,
    password: 'levain-levain',
    firstName: 'Priya',
    lastName: 'Kannan',
    email: 'priya@example.com',
    bio: 'Spreadsheets by day, sourdough by night.',
    website: '',
    follows: [names.maya, names.lena],
    bookmarks: [],
    joinedDaysAgo: 50,
  },
  {
    _id: SEED_USER_IDS.jonas,
    username: names.jonas,
    password: 'orion-belt-3',
    firstName: 'Jonas',
    lastName: 'Wren',
    email: 'jonas@example.com',
    bio: 'Backyard astronomer. Clouds are my nemesis.',
    website: 'https://example.org/skylog',
    follows: [names.theo, names.priya, names.lena],
    bookmarks: [],
    joinedDaysAgo: 47,
  },
  {
    _id: SEED_USER_IDS.lena,
    username: names.lena,
    password: 'tomato-terrace',
    firstName: 'Lena',
    lastName: 'Arcos',
    email: 'lena@example.com',
    bio: 'Growing far too many tomatoes on a fourth-floor balcony. 🍅',
    website: '',
    follows: [names.priya],
    bookmarks: [],
    joinedDaysAgo: 44,
  },
];
