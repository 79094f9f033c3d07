/**
 * Cold runs of two builds taken in strict alternation (`npm run bench -- --before DIR`): each
 * measure runs for both builds side by side, and every run of one waits for the other's, so
 * both builds see the machine as it is at that moment, run after run. Measuring one build's five
 * runs and then the other's lets a busy minute of a shared two-core machine land on one side.
 */
export type Turn = <T>(run: () => Promise<T>) => Promise<T>;

/** One turn-taker per participant; participant 0 goes first, then 1, …, then 0 again. */
export function alternatingTurns(participants: number): Turn[] {
  let current = 0;
  const waiting = new Set<() => boolean>();
  const turnOf = (index: number) =>
    new Promise<void>((resolve) => {
      const ready = () => {
        if (current !== index) return false;
        resolve();
        return true;
      };
      if (!ready()) waiting.add(ready);
    });
  const pass = () => {
    current = (current + 1) % participants;
    for (const ready of waiting) if (ready()) waiting.delete(ready);
  };
  return Array.from({ length: participants }, (_, index): Turn => {
    return async (run) => {
      await turnOf(index);
      try {
        return await run();
      } finally {
        pass();
      }
    };
  });
}
