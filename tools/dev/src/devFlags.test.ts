import { parseDevRemotes } from './devFlags';

describe('npm start -- --dev=<remotes>', () => {
  it('runs every app on a dev server without the flag', () => {
    expect(parseDevRemotes([])).toBeNull();
    expect(parseDevRemotes(['--api=server'])).toBeNull();
  });

  it('takes a comma-separated list, in either spelling, beside other flags', () => {
    expect(parseDevRemotes(['--dev=feed'])).toEqual(['feed']);
    expect(parseDevRemotes(['--api=server', '--dev=feed,post'])).toEqual(['feed', 'post']);
    expect(parseDevRemotes(['--dev', 'post, feed,post'])).toEqual(['post', 'feed']);
  });

  it('names the remotes when one is unknown or none is given', () => {
    expect(() => parseDevRemotes(['--dev=feed,shell'])).toThrow(
      '--dev: no remote named shell; the remotes are auth, feed, profile, post.',
    );
    expect(() => parseDevRemotes(['--dev='])).toThrow('--dev needs the remotes to develop');
  });
});
