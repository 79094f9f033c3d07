/**
 * LISTEN on a channel, on a connection of its own. On PostgreSQL a pooled connection cannot hold a
 * LISTEN (the pool hands it to others, and closes it when idle), so each instance keeps one
 * dedicated client; losing it (the server restarted, the network cut) is reported, since what is
 * notified meanwhile never reaches this instance.
 *
 * A connection can die without a word (a firewall drops it, the database host vanishes): TCP
 * keepalive finds that out in seconds, and a notification the connection sends itself every few
 * seconds must come back within a deadline, or the connection counts as lost. That echo also
 * proves what a health check cannot: that this instance hears its channel.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A connection that died without a word (a cut network) is found out in seconds, not hours. */
export const KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 5_000 } as const;

export type OnNotification = (payload: string) => void;
export type OnListenLost = (error: Error) => void;
/** Stops listening and releases the connection. */
export type StopListening = () => Promise<void>;

export interface NotificationSource {
  listen(channel: string, onPayload: OnNotification, onLost: OnListenLost): Promise<StopListening>;
}

export interface EchoCheck {
  /** How often the connection notifies itself; 5 s by default. */
  everyMs: number;
  /** How long its echo may take before the connection counts as lost; 5 s by default. */
  withinMs: number;
}

export const ECHO_CHECK: EchoCheck = { everyMs: 5_000, withinMs: 5_000 };

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export function postgresNotifications(
  connectionString: string,
  echo: EchoCheck = ECHO_CHECK,
): NotificationSource {
  return {
    async listen(channel, onPayload, onLost) {
      const client = new pg.Client({
        connectionString,
        application_name: 'murmur-live-events',
        ...KEEPALIVE,
      });
      // This connection's own channel: no other instance hears its echoes.
      const echoChannel = `${channel}_echo_${randomUUID().replace(/-/g, '')}`;
      let stopped = false;
      // Set once listening, below; cleared by whichever of `lost` or the stop comes first.
      const timers: { check?: NodeJS.Timeout } = {};
      let deadline: NodeJS.Timeout | undefined;
      const lost = (error: Error) => {
        if (stopped) return;
        stopped = true;
        clearInterval(timers.check);
        clearTimeout(deadline);
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('The LISTEN connection ended.')));
      client.on('notification', (message) => {
        if (message.channel === echoChannel) {
          clearTimeout(deadline);
          deadline = undefined;
        } else if (message.channel === channel && message.payload !== undefined) {
          onPayload(message.payload);
        }
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${quoted(channel)}`);
        await client.query(`LISTEN ${quoted(echoChannel)}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      const sendEcho = () => {
        // The previous echo is still out: its own deadline is running.
        if (deadline) return;
        deadline = setTimeout(
          () => lost(new Error(`The LISTEN connection did not echo within ${echo.withinMs} ms.`)),
          echo.withinMs,
        );
        deadline.unref();
        client.query(`NOTIFY ${quoted(echoChannel)}`).catch(lost);
      };
      timers.check = setInterval(sendEcho, echo.everyMs);
      timers.check.unref();
      return async () => {
        if (stopped) return;
        stopped = true;
        clearInterval(timers.check);
        clearTimeout(deadline);
        await client.end();
      };
    },
  };
}
