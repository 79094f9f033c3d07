/** The first screen's loads, which the full run and `--first-screen` (with `--before`) share. */
import { measureDrawnFirstScreen } from '../measure/drawnFirstScreen';
import { measureHomeLoad, measureLoginLoad } from '../measure/timings';
import type { BenchEnv } from '../env';
import { step } from '../builds';

/**
 * Cold `/` until its form is usable, cold `/home` with the mock at once and at 400 ms, and the
 * first screen as a person meets it at 400 ms (painted, answering, the guest clicked at once).
 */
export async function measureFirstScreenLoads(env: BenchEnv, announce = true) {
  const say = announce ? step : () => undefined;
  say(`cold / (login form usable) × ${env.runs}`);
  const loginLoad = await measureLoginLoad(env);
  say(`cold /home × ${env.runs}, the mock answering at once, then after 400 ms`);
  const homeLoad = await measureHomeLoad(env);
  const slowHomeLoad = await measureHomeLoad(env, 400);
  say(`the first screen painted, answering, the guest clicked at once, × ${env.runs} each`);
  const drawn = await measureDrawnFirstScreen(env);
  return { loginLoad, homeLoad, slowHomeLoad, drawn };
}
