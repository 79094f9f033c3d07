/**
 * The mock API's saved data, edited the way anything with access to the browser's storage could:
 * straight in IndexedDB, past every check of the forms and the API. The layout is the mock's
 * (mock-api/src/persistence/idb.ts): a head and a base in `meta`, changed records in `posts` and
 * `users` stamped with the revision that wrote them. The edit is one more revision, written
 * under the mock's own Web Lock, so every tab's mock reads it on its next call.
 */
import type { Page } from '@playwright/test';

const SAVED_DEMO = { database: 'murmur-mock-api', lock: 'murmur-mock-api/db' };

interface Links {
  website: string;
  avatarURL: string;
}

/** Stores these links for the user (and on their posts' author copies), unchecked. */
export async function storeLinksUnchecked(page: Page, username: string, links: Links) {
  await page.evaluate(
    ({ saved, username, links }) =>
      navigator.locks.request(
        saved.lock,
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(saved.database);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const transaction = open.result.transaction(['meta', 'posts', 'users'], 'readwrite');
              const store = (name: string) => transaction.objectStore(name);
              type Named = { _id: string; username: string; avatarURL: string };
              const newest = <T extends Named>(base: T[], stored: { value: T }[]) => {
                const byId = new Map(base.map((record) => [record._id, record]));
                for (const { value } of stored) byId.set(value._id, value);
                return [...byId.values()];
              };
              const meta = store('meta');
              const head = meta.get('head');
              const base = meta.get('base');
              const users = store('users').getAll();
              const posts = store('posts').getAll();
              posts.onsuccess = () => {
                const rev = (head.result as { revision: number }).revision + 1;
                const { db } = base.result as { db: { users: Named[]; posts: Named[] } };
                const user = newest(db.users, users.result).find((u) => u.username === username);
                if (!user) return reject(new Error(`No saved user ${username}`));
                store('users').put({ id: user._id, rev, value: { ...user, ...links } });
                for (const post of newest(db.posts, posts.result)) {
                  if (post.username !== username) continue;
                  const value = { ...post, avatarURL: links.avatarURL };
                  store('posts').put({ id: post._id, rev, value });
                }
                meta.put({ ...head.result, revision: rev }, 'head');
              };
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
            };
          }),
      ),
    { saved: SAVED_DEMO, username, links },
  );
}
