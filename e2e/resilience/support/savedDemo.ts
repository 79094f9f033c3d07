/**
 * The mock API's saved data, edited the way anything with access to the browser's storage could:
 * straight in IndexedDB, past every check of the forms and the API.
 */
import { expect, type Page } from '@playwright/test';

/** Where idb-keyval (the mock's storage) keeps the data: see mock-api/src/persistence/db-store.ts. */
const SAVED_DEMO = { database: 'keyval-store', store: 'keyval', key: 'murmur-mock-api/db/v1' };

interface Links {
  website: string;
  avatarURL: string;
}

/** Waits until the mock has saved its data (it does so shortly after any write, a login too). */
export async function waitForSavedDemo(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        ({ database, store, key }) =>
          new Promise<boolean>((resolve, reject) => {
            const open = indexedDB.open(database);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains(store)) return resolve(false);
              const read = db.transaction(store).objectStore(store).get(key);
              read.onsuccess = () => resolve(read.result !== undefined);
              read.onerror = () => reject(read.error);
            };
          }),
        SAVED_DEMO,
      ),
    )
    .toBe(true);
}

/** Stores these links for the user (and on their posts' author copies), unchecked. */
export async function storeLinksUnchecked(page: Page, username: string, links: Links) {
  await waitForSavedDemo(page);
  await page.evaluate(
    ({ saved: { database, store, key }, username, links }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          const objects = transaction.objectStore(store);
          const read = objects.get(key);
          read.onsuccess = () => {
            const demo = read.result as {
              db: {
                users: { username: string }[];
                posts: { username: string; avatarURL: string }[];
              };
            };
            const user = demo.db.users.find((candidate) => candidate.username === username);
            if (!user) return reject(new Error(`No saved user ${username}`));
            Object.assign(user, links);
            for (const post of demo.db.posts) {
              if (post.username === username) post.avatarURL = links.avatarURL;
            }
            objects.put(demo, key);
          };
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { saved: SAVED_DEMO, username, links },
  );
}
