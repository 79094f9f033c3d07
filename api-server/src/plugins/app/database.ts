/**
 * The database as `app.db`: opened, migrated and (when empty, if `demoData`) seeded with the
 * demo's accounts and posts before the first request.
 * `app.notifications` LISTENs to what the writes of every instance NOTIFY.
 */
import fp from 'fastify-plugin';
import {
  openDatabase,
  type DatabaseOptions,
  type Db,
  type OpenedDatabase,
} from '../../db/database';
import type { NotificationSource } from '../../db/notifications';
import { migrate } from '../../db/migrate';
import { isProductionDatabase, markProductionDatabase } from '../../db/environment';
import { seedIfEmpty } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'postgres' | 'embedded';
    notifications: NotificationSource;
    /** Whether the database answers now, on a path of its own (readiness). */
    pingDatabase: OpenedDatabase['ping'];
    /** The pool's connections in use, idle and waited for (metrics). */
    databasePool: OpenedDatabase['poolState'];
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  seedPosts?: number;
  /** False in production unless asked: the demo's passwords are public. */
  demoData: boolean;
  /** A production server marks its database so (db/environment.ts). */
  production?: boolean;
  /** The test-only reset route will be there: refused on a database a production server used. */
  allowReset?: boolean;
}

export default fp<DatabasePluginOptions>(async (app, options) => {
  const opened = await openDatabase(options);
  app.decorate('db', opened.db);
  app.decorate('databaseKind', opened.kind);
  app.decorate('notifications', opened.notifications);
  app.decorate('pingDatabase', opened.ping);
  app.decorate('databasePool', opened.poolState);
  // Closed after the server has stopped taking requests and the in-flight ones have finished.
  app.addHook('onClose', async () => opened.close());
  const applied = await migrate(opened.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (options.production) await markProductionDatabase(opened.db);
  else if (options.allowReset && (await isProductionDatabase(opened.db))) {
    throw new Error(
      'MURMUR_ALLOW_RESET is refused: a production server has used this database, and the reset ' +
        'route would let any caller delete every account.',
    );
  }
  if (!options.demoData) return;
  if (await seedIfEmpty(opened.db, { postCount: options.seedPosts })) {
    app.log.info('empty database: seeded');
  }
});
