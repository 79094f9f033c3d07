/**
 * Event streams end with their session. A logout on this instance ends its streams at once (the
 * logout routes); every few seconds each instance also asks the database which of its streams'
 * sessions are still open, so a logout answered by another instance, or a session gone idle,
 * ends them here too: one small query per instance, whatever the number of streams.
 */
import fp from 'fastify-plugin';
import { openSessions } from '../../repositories/sessions';

export interface SessionStreamsOptions {
  sessionIdleDays: number;
  /** How often the sessions of open streams are checked; 5 s by default. */
  checkMs?: number;
}

export const SESSION_CHECK_MS = 5_000;

export default fp<SessionStreamsOptions>(
  async (app, { sessionIdleDays, checkMs = SESSION_CHECK_MS }) => {
    let checking = false;
    const check = async () => {
      const ids = app.liveEvents.sessionIds();
      if (checking || ids.length === 0) return;
      checking = true;
      try {
        const open = await openSessions(app.db, ids, sessionIdleDays);
        app.liveEvents.endStreams((stream) => !open.has(stream.sessionId));
      } catch (error) {
        // The database is unreachable: the streams stay until it answers again.
        app.log.warn({ err: error }, 'sessions of event streams: cannot check them now');
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), checkMs);
    timer.unref();
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'session-streams' },
);
