import { timeAxis } from './timeAxis';

const HOUR_MS = 60 * 60_000;
const until = Date.parse('2026-11-25T10:04:00.000Z');

test('a day’s window is read in hours and minutes, ticks where the chart puts them', () => {
  const axis = timeAxis(until - 24 * HOUR_MS, until);
  expect(axis.ticks).toBeUndefined();
  expect(axis.tick(until)).toMatch(/^\d\d:\d\d$/);
});

test('a week’s window is read in days: a tick at each midnight, the tooltip with the time too', () => {
  const axis = timeAxis(until - 7 * 24 * HOUR_MS, until);
  expect(axis.ticks).toHaveLength(7);
  expect(axis.ticks!.map((tick) => new Date(tick).getHours())).toEqual([0, 0, 0, 0, 0, 0, 0]);
  expect(new Set(axis.ticks!.map(axis.tick)).size).toBe(7);
  expect(axis.moment(until)).toContain(axis.tick(until));
  expect(axis.moment(until)).toMatch(/\d\d:\d\d$/);
});
