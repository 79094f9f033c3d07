import { useId } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import {
  standsAlone,
  type ChartKind,
  type ChartRow,
  type ChartedVersion,
  type Mark,
  type Threshold,
} from './chartData';
import styles from './HealthChart.module.scss';
import { timeAxis } from './timeAxis';

const COLOURS = { live: '#1d4ed8', canary: '#c2410c' } as const;

const TITLES: Record<ChartKind, string> = {
  sessions: 'Sessions (running total)',
  errorRate: 'Error rate (running)',
  fallbacks: 'Fallbacks per bucket',
  lcp: 'LCP p75 (ms)',
  inp: 'INP p75 (ms)',
};

/** A lone point's dot (a line needs two): a canary's first bucket shows as soon as it reports. */
const loneDot = (colour: string) =>
  function LoneDot({ points, index, cx, cy }: DotItemDotProps) {
    return standsAlone(points, index) ? <circle cx={cx} cy={cy} r={3} fill={colour} /> : null;
  };

const valueText = (kind: ChartKind) => (value: number) =>
  kind === 'errorRate' ? `${Math.round(value * 1000) / 10} %` : String(value);

interface HealthChartProps {
  kind: ChartKind;
  rows: ChartRow[];
  charted: readonly ChartedVersion[];
  thresholds: Threshold[];
  marks: Mark[];
}

/** One figure over time, live and canary on the same axes, the judge's lines and decisions drawn. */
export function HealthChart({ kind, rows, charted, thresholds, marks }: HealthChartProps) {
  const captionId = useId();
  const format = valueText(kind);
  const axis = timeAxis(rows[0]?.time ?? 0, rows.at(-1)?.time ?? 0);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {TITLES[kind]}
      </figcaption>
      <LineChart
        width={520}
        height={220}
        data={rows}
        margin={{ top: 16, right: 24, left: 8, bottom: 4 }}
      >
        <CartesianGrid stroke="#e5e7eb" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={axis.ticks}
          tickFormatter={axis.tick}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={format}
          allowDecimals={kind === 'errorRate'}
          // A rate with nothing to show reads 0 to 5 %, not 0 to 400 %.
          domain={kind === 'errorRate' ? [0, (most: number) => Math.max(most, 0.05)] : [0, 'auto']}
          width={56}
        />
        <Tooltip
          labelFormatter={(time) => axis.moment(Number(time))}
          formatter={(value) => format(Number(value))}
        />
        <Legend />
        {charted.map(({ version, role }) => (
          <Line
            key={version}
            dataKey={version}
            name={`${version} (${role})`}
            stroke={COLOURS[role]}
            strokeWidth={2}
            dot={loneDot(COLOURS[role])}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
        {thresholds.map((threshold, index) => (
          <ReferenceLine
            key={threshold.label}
            y={threshold.value}
            stroke="#6b7280"
            strokeDasharray="4 4"
            // Two lines may be close: their labels on either side.
            label={{
              value: threshold.label,
              position: index === 0 ? 'insideTopLeft' : 'insideBottomRight',
              fontSize: 11,
            }}
            ifOverflow="extendDomain"
          />
        ))}
        {marks.map((mark) => (
          <ReferenceLine
            key={`${mark.time}-${mark.label}`}
            x={mark.time}
            stroke="#111827"
            label={{ value: mark.label, position: 'insideTopRight', fontSize: 11 }}
          />
        ))}
      </LineChart>
    </figure>
  );
}
