import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Granularity } from '../api/stats';

export interface ChartLine {
  label: string;
  values: number[];
}

const colours = ['#d6336c', '#6f42c1'];
const fills = ['rgba(214, 51, 108, 0.08)', 'rgba(111, 66, 193, 0.06)'];
const height = 180;

/** steps are the y axis' tick spacings: whole counts (1, 2, 5, 10...), or whole euros when money (in cents). */
const steps = (money: boolean) => Array.from({ length: 30 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3) * (money ? 100 : 1));

/**
 * StatsChart draws lines over the periods with uPlot (a small canvas chart library,
 * loaded with the dashboard's chunk only). periods are first days (YYYY-MM-DD, UTC);
 * value formats the numbers on the axis and in the legend, axis the dates.
 */
export function StatsChart({
  title,
  periods,
  lines,
  granularity,
  value,
  axisValue,
  axis,
  periodName,
  periodLabel,
  money = false,
}: {
  title: string;
  periods: string[];
  lines: ChartLine[];
  granularity: Granularity;
  value: (n: number) => string;
  axisValue: (n: number) => string;
  axis: (ms: number, g: Granularity) => string;
  periodName: (iso: string) => string;
  /** periodLabel names the x values in the legend. */
  periodLabel: string;
  /** money says the values are euro cents (ticks fall on whole euros). */
  money?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = periods.map((p) => Date.parse(`${p}T00:00:00Z`) / 1000);
    const byX = new Map(xs.map((x, i) => [x, periods[i]!]));
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: true, live: true },
        cursor: { points: { size: 7 } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : money ? 100 : 1] } },
        axes: [
          { values: (_u, splits) => splits.map((s) => axis(s * 1000, granularity)), stroke: '#6c657a', grid: { stroke: '#eeeaf3' }, ticks: { stroke: '#eeeaf3' } },
          { values: (_u, splits) => splits.map(axisValue), incrs: steps(money), size: 64, stroke: '#6c657a', grid: { stroke: '#eeeaf3' }, ticks: { show: false } },
        ],
        series: [
          { label: periodLabel, value: (_u, x) => (x == null ? '' : periodName(byX.get(x) ?? '')) },
          ...lines.map((l, i) => ({
            label: l.label,
            stroke: colours[i % colours.length],
            fill: fills[i % fills.length],
            width: 2,
            points: { show: periods.length <= 40, size: 5 },
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : value(v)),
          })),
        ],
      },
      [xs, ...lines.map((l) => l.values)],
      el,
    );
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 240), height }));
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [periods, lines, granularity, value, axisValue, axis, periodName, periodLabel, money]);
  return (
    <figure className="card admin-card stats-chart mb-0">
      <figcaption className="card-header">{title}</figcaption>
      <div className="card-body p-2" ref={box} role="img" aria-label={title} />
    </figure>
  );
}
