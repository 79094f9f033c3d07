/**
 * Runs an API's rule on a view of the Db that notes which posts and users it changed, so a write
 * saves those records and nothing else. The rules change records in place (`likes.likeCount += 1`),
 * so only a proxy sees every change; comparing copies instead would cost a whole serialisation of
 * 5,000 posts per like.
 */
import type { Db } from '@murmur/contract';
import type { RecordStore } from './idb';

export interface Tracked<T> {
  result: T;
  /** The Db after the rule, made of the same (now changed) objects: no proxies left in it. */
  db: Db;
  /** Ids of records whose content the rule changed (new and removed records show in the lists). */
  touched: Record<RecordStore, Set<string>>;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export async function trackChanges<T>(
  db: Db,
  rule: (view: Db) => T | Promise<T>,
): Promise<Tracked<T>> {
  const targetOf = new WeakMap<object, object>();
  const proxyOf = new WeakMap<object, object>();
  const touched: Tracked<T>['touched'] = { posts: new Set(), users: new Set() };

  /** Puts the real objects back wherever a proxy was stored or returned. */
  const unwrap = <V>(value: V): V => {
    if (!isObject(value)) return value;
    const target = targetOf.get(value);
    if (target) return target as V;
    // A structure the rule built itself: its parts may be proxies of stored objects.
    const parts = value as Record<string, unknown>;
    for (const key of Object.keys(parts)) parts[key] = unwrap(parts[key]);
    return value;
  };

  const wrap = <V extends object>(target: V, markChanged: () => void): V => {
    const known = proxyOf.get(target);
    if (known) return known as V;
    const proxy = new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        return isObject(value) ? wrap(value, markChanged) : value;
      },
      set(object, key, value: unknown) {
        const stored = unwrap(value);
        if (!Object.is(Reflect.get(object, key), stored)) markChanged();
        return Reflect.set(object, key, stored);
      },
      deleteProperty(object, key) {
        markChanged();
        return Reflect.deleteProperty(object, key);
      },
      defineProperty(object, key, descriptor) {
        markChanged();
        return Reflect.defineProperty(object, key, {
          ...descriptor,
          value: unwrap(descriptor.value),
        });
      },
    });
    proxyOf.set(target, proxy);
    targetOf.set(proxy, target);
    return proxy;
  };

  const view: Db = {
    posts: db.posts.map((post) => wrap(post, () => touched.posts.add(post._id))),
    users: db.users.map((user) => wrap(user, () => touched.users.add(user._id))),
  };
  const result = unwrap(await rule(view));
  return { result, db: { posts: view.posts.map(unwrap), users: view.users.map(unwrap) }, touched };
}
