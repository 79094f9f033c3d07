/**
 * A version's figures without one network's sessions: what the judge decides on, so that no
 * verdict rests on one network. Each address prefix counts for at most `sessionsPerPrefix`
 * sessions (the server applies it), so leaving out the network that pushes hardest toward a
 * verdict is leaving out that many of its sessions with errors (before a rollback) or without
 * (before a promotion), and one prefix. The p75 vitals are kept as they are: one network holds
 * at most that many of the values they are read from.
 */
import type { VersionHealth } from './versionHealth';

export type LeftOut = 'sessions with errors' | 'sessions without errors';

export function withoutOneNetwork(
  figures: VersionHealth,
  leftOut: LeftOut,
  sessionsPerPrefix: number,
): VersionHealth {
  const clean = figures.sessions - figures.sessionsWithErrors;
  const dropped = Math.min(
    sessionsPerPrefix,
    leftOut === 'sessions with errors' ? figures.sessionsWithErrors : clean,
  );
  const sessions = figures.sessions - dropped;
  const sessionsWithErrors =
    figures.sessionsWithErrors - (leftOut === 'sessions with errors' ? dropped : 0);
  return {
    ...figures,
    sessions,
    sessionsWithErrors,
    errorRate: sessions === 0 ? 0 : sessionsWithErrors / sessions,
    prefixes: Math.max(0, figures.prefixes - 1),
  };
}
