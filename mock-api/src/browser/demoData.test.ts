import { resetDemoDataIfAsked, takeResetDemoRequest } from './demoData';

function placeAt(href: string) {
  const history = { state: { idx: 3 }, replaceState: jest.fn() };
  return { location: { href }, history };
}

describe('takeResetDemoRequest', () => {
  it('answers yes to ?reset-demo and takes it out of the address, keeping the rest', () => {
    const { location, history } = placeAt(
      'http://localhost:3000/profile/guest?reset-demo&tab=1#top',
    );

    expect(takeResetDemoRequest(location, history)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      'http://localhost:3000/profile/guest?tab=1#top',
    );
  });

  it('answers no, and leaves the address alone, without the parameter', () => {
    const { location, history } = placeAt('http://localhost:3000/home?reset=demo');

    expect(takeResetDemoRequest(location, history)).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('resetDemoDataIfAsked', () => {
  const mockApi = () => ({ resetDemoData: jest.fn(() => Promise.resolve()) });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('clears the saved demo data before the mock starts, and says so, once', async () => {
    window.history.replaceState(null, '', '/home?reset-demo');
    const api = mockApi();
    const onReset = jest.fn();

    await expect(resetDemoDataIfAsked(api, onReset)).resolves.toBe(api);
    expect(api.resetDemoData).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');

    // The same page loaded again (a reload) keeps its data.
    await resetDemoDataIfAsked(api, onReset);
    expect(api.resetDemoData).toHaveBeenCalledTimes(1);
  });

  it('keeps the saved demo data on an ordinary visit', async () => {
    window.history.replaceState(null, '', '/home');
    const api = mockApi();

    await resetDemoDataIfAsked(api);
    expect(api.resetDemoData).not.toHaveBeenCalled();
  });
});
