/**
 * Sessions are deleted once no token can use them: unused for the idle limit, or older than a
 * token's seven days. Logins add a row each and only a logout deleted one, so without this the
 * table grew with every login for good. Each instance sweeps every hour (a sweep that finds
 * nothing costs one indexed delete); `app.sweepSessions()` runs one now.
 */
import fp from 'fastify-plugin';
import { sweepSessions } from '../../repositories/sessions';
import { TOKEN_LIFETIME_DAYS } from '../../security/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the sessions that are over; resolves to how many. */
    sweepSessions(): Promise<number>;
  }
}

export interface SessionSweepOptions {
  sessionIdleDays: number;
  /** How often; an hour by default. */
  everyMs?: number;
}

export const SESSION_SWEEP_MS = 60 * 60_000;

export default fp<SessionSweepOptions>(
  async (app, { sessionIdleDays, everyMs = SESSION_SWEEP_MS }) => {
    const sweep = () =>
      sweepSessions(app.db, { idleDays: sessionIdleDays, lifetimeDays: TOKEN_LIFETIME_DAYS });
    app.decorate('sweepSessions', sweep);
    const timer = setInterval(() => {
      sweep().then(
        (deleted) => deleted > 0 && app.log.info({ deleted }, 'sessions swept'),
        (error: unknown) => app.log.warn({ err: error }, 'sessions could not be swept now'),
      );
    }, everyMs);
    timer.unref();
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'session-sweep' },
);
