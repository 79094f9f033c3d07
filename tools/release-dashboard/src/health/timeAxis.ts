/**
 * The charts' time axis: the hours of a window of a day or so, the days of a longer one, each
 * tick a local midnight (hours alone would repeat across a week: 08:00, 08:00, …).
 */
const DAY_MS = 24 * 60 * 60_000;

const clock = (time: number) =>
  new Date(time).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const day = (time: number) =>
  new Date(time).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

export interface TimeAxis {
  /** Where the ticks go; undefined lets the chart choose. */
  ticks: number[] | undefined;
  /** A tick's label. */
  tick: (time: number) => string;
  /** A bucket's time in the tooltip. */
  moment: (time: number) => string;
}

export function timeAxis(first: number, last: number): TimeAxis {
  if (last - first <= 2 * DAY_MS) return { ticks: undefined, tick: clock, moment: clock };
  const ticks: number[] = [];
  const midnight = new Date(first);
  midnight.setHours(24, 0, 0, 0);
  while (midnight.getTime() <= last) {
    ticks.push(midnight.getTime());
    midnight.setDate(midnight.getDate() + 1);
  }
  return { ticks, tick: day, moment: (time) => `${day(time)}, ${clock(time)}` };
}
