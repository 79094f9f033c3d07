import { render, screen } from '@testing-library/react';
import { formatRelativeTime } from './formatRelativeTime';
import { RelativeTime } from './RelativeTime';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  it.each([
    [ago(0), 'now'],
    [ago(59_000), 'now'],
    [ago(MINUTE), '1m'],
    [ago(5 * MINUTE), '5m'],
    [ago(59 * MINUTE), '59m'],
    [ago(2 * HOUR), '2h'],
    [ago(23 * HOUR + 59 * MINUTE), '23h'],
  ])('shows %s as %j', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('shows a post from a clock running ahead as "now"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('now');
  });

  it('shows older posts by day, with the year only when it is not this year', () => {
    expect(formatRelativeTime(new Date(2026, 10, 3, 9), now)).toBe('3 Nov');
    expect(formatRelativeTime(new Date(2024, 10, 3, 9), now)).toBe('3 Nov 2024');
  });
});

describe('RelativeTime', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders a <time> with the machine-readable value and the full moment on hover', () => {
    const stamp = '2026-11-22T09:30:00+00:00';
    render(<RelativeTime dateTime={stamp} />);
    const time = screen.getByText('2h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', stamp);
    expect(time.getAttribute('title')).toMatch(/^22 Nov 2026, \d\d:30$/);
  });

  it('renders nothing for a value that is not a date', () => {
    const { container } = render(<RelativeTime dateTime="yesterday-ish" />);
    expect(container).toBeEmptyDOMElement();
  });
});
