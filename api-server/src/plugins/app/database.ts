/**
 * The database as `app.db`: opened, migrated and (when empty) seeded before the first request.
 * `app.notifications` LISTENs to what the writes of every instance NOTIFY.
 */
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions, type Db, type PoolUse } from '../../db/database';
import type { NotificationSource } from '../../db/notifications';
import { migrate } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: 'postgres' | 'embedded';
    notifications: NotificationSource;
    databasePool: PoolUse;
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  seedPosts?: number;
}

export default fp<DatabasePluginOptions>(async (app, options) => {
  const opened = await openDatabase(options);
  app.decorate('db', opened.db);
  app.decorate('databaseKind', opened.kind);
  app.decorate('notifications', opened.notifications);
  app.decorate('databasePool', opened.pool);
  // Closed after the server has stopped taking requests and the in-flight ones have finished.
  app.addHook('onClose', async () => opened.close());
  const applied = await migrate(opened.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (await seedIfEmpty(opened.db, { postCount: options.seedPosts })) {
    app.log.info('empty database: seeded');
  }
});
