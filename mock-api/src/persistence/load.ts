/** The Db a mock starts with: the saved copy when there is a usable one, else a fresh seed. */
import type { Db } from '@murmur/contract';
import type { DbStore } from './db-store';

export async function loadOrSeed(
  store: DbStore | undefined,
  seedPosts: number,
  seed: () => Db,
): Promise<Db> {
  if (!store) return seed();
  try {
    const saved = await store.load();
    // A copy grown from another seed size (say a 5,000-post benchmark) is not what was asked for.
    return saved?.seedPosts === seedPosts ? saved.db : seed();
  } catch (error) {
    console.warn('Murmur mock API: could not read saved demo data; starting from the seed.', error);
    return seed();
  }
}
