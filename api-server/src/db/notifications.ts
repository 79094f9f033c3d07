/**
 * LISTEN on a channel, on a connection of its own. On PostgreSQL a pooled connection cannot hold a
 * LISTEN (the pool hands it to others, and closes it when idle), so each instance keeps one
 * dedicated client; losing it (the server restarted, the network cut) is reported, since what is
 * notified meanwhile never reaches this instance.
 */
import pg from 'pg';

export type OnNotification = (payload: string) => void;
export type OnListenLost = (error: Error) => void;
/** Stops listening and releases the connection. */
export type StopListening = () => Promise<void>;

export interface NotificationSource {
  listen(channel: string, onPayload: OnNotification, onLost: OnListenLost): Promise<StopListening>;
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export function postgresNotifications(connectionString: string): NotificationSource {
  return {
    async listen(channel, onPayload, onLost) {
      const client = new pg.Client({
        connectionString,
        application_name: 'murmur-live-events',
        // A connection that died without a word (a cut network) is found out, not waited on.
        keepAlive: true,
      });
      let stopped = false;
      const lost = (error: Error) => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('The LISTEN connection ended.')));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) {
          onPayload(message.payload);
        }
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        if (stopped) return;
        stopped = true;
        await client.end();
      };
    },
  };
}
