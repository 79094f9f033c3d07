import { CHAOS_KEY, chaosOfThisTab, parseChaos, takeChaosFromLink } from './chaosRequest';

afterEach(() => window.sessionStorage.clear());

test('a remote and one of three faults; anything else is no request', () => {
  expect(parseChaos('feed:offline')).toEqual({ remote: 'feed', fault: 'offline' });
  expect(parseChaos('post:throw')).toEqual({ remote: 'post', fault: 'throw' });
  for (const value of ['feed', 'feed:explode', 'feed:slow:more', 'Feed!:slow', ':slow', null]) {
    expect(parseChaos(value)).toBeNull();
  }
});

test('a link’s request is kept for the tab and taken out of the address; off forgets it', () => {
  window.history.replaceState(null, '', '/home?chaos=feed:slow&tab=1');
  takeChaosFromLink();
  expect(window.location.search).toBe('?tab=1');
  expect(chaosOfThisTab()).toEqual({ remote: 'feed', fault: 'slow' });
  expect(window.sessionStorage.getItem(CHAOS_KEY)).toBe('feed:slow');
  window.history.replaceState(null, '', '/home?chaos=off');
  takeChaosFromLink();
  expect(chaosOfThisTab()).toBeNull();
});
