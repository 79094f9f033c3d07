import { alternatingTurns } from './turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('alternatingTurns', () => {
  it('runs two participants’ runs in strict alternation, whoever asks first', async () => {
    const [first, second] = alternatingTurns(2);
    const order: string[] = [];
    const runs = (name: string, turn: typeof first, count: number) => async () => {
      for (let i = 0; i < count; i += 1) {
        await turn!(async () => {
          order.push(`${name}${i}`);
          await tick();
        });
      }
    };
    // The second asks first and still waits for the first's run.
    await Promise.all([runs('b', second, 3)(), runs('a', first, 3)()]);
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  });

  it('passes the turn on when a run fails', async () => {
    const [first, second] = alternatingTurns(2);
    const failed = first!(() => Promise.reject(new Error('no page')));
    await expect(failed).rejects.toThrow('no page');
    await expect(second!(async () => 'ran')).resolves.toBe('ran');
  });
});
