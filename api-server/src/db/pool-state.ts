/** A pool's connections now, on PostgreSQL (pg's pool) or PGlite (its one session): what an operator graphs. */
export interface PoolState {
  total: number;
  idle: number;
  /** Requests waiting for a connection: above zero for long, the pool is too small or stuck. */
  waiting: number;
}
