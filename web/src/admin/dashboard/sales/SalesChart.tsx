import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { SalesDay } from "@shared/schemas/sales-report.js";
import { chartColumns, compactRupeeLabel, dayLabel } from "./sales-figures.js";

// uPlot draws the chart: the lightest of the charting libraries weighed (docs/checkout.md),
// and loaded lazily by the sales panel alone, so neither the shop nor other admin screens download it.

export interface SalesChartProps {
  days: readonly SalesDay[];
  /** Told the index of the day under the pointer, finger or keyboard. */
  onPick(index: number): void;
  /** What the picture says, for screen readers (the daily table has every figure). */
  label: string;
}

const HEIGHT = 240;
const FONT = "12px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function options(days: readonly SalesDay[], labels: { current: string[] }, width: number, onPick: (index: number) => void): uPlot.Options {
  const primary = token("--color-primary", "#6b1d3a");
  const accent = token("--color-accent-strong", "#8c5a0c");
  const danger = token("--color-danger", "#a3262f");
  const muted = token("--color-text-muted", "#675d62");
  const grid = token("--color-border", "#e4d8c6");
  const last = days.length - 1;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    padding: [12, 4, 0, 0],
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 9, width: 2 },
    },
    scales: {
      x: { time: false, range: () => [-0.5, last + 0.5] },
      rupees: { range: (_u, _min, max) => [0, max > 0 ? max * 1.12 : 1000] },
      orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.25))] },
    },
    axes: [
      {
        font: FONT,
        stroke: muted,
        grid: { show: false },
        ticks: { stroke: grid },
        space: 56,
        incrs: [1, 2, 7, 14, 28],
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels.current[i] ?? "") : "")),
      },
      {
        scale: "rupees",
        font: FONT,
        stroke: muted,
        size: 58,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((value) => compactRupeeLabel(value)),
      },
      {
        scale: "orders",
        side: 1,
        font: FONT,
        stroke: accent,
        size: 36,
        grid: { show: false },
        ticks: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : "")),
      },
    ],
    series: [
      {},
      {
        label: "Revenue",
        scale: "rupees",
        fill: `${primary}cc`,
        stroke: primary,
        width: 0,
        // Ninety bars on a phone are two pixels each: no gap, or they vanish.
        paths: uPlot.paths.bars!({ size: [days.length > 31 ? 0.9 : 0.72, 48], gap: days.length > 31 ? 0 : 1 }),
        points: { show: false },
      },
      { label: "Paid orders", scale: "orders", stroke: accent, width: 2, points: { show: days.length <= 31, size: 5, fill: accent } },
      { label: "Refunds", scale: "rupees", stroke: danger, width: 2, dash: [6, 4], points: { show: false } },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          if (index !== null && index !== undefined) onPick(index);
        },
      ],
    },
  };
}

/** Revenue as bars, paid orders as a line on its own axis (right), refunds dashed in red. */
export default function SalesChart({ days, onPick, label }: SalesChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const labels = useRef<string[]>([]);
  labels.current = days.map((day) => dayLabel(day.date));
  const latest = useRef(days);
  latest.current = days;

  // Built once per period length; a refresh of the same period only swaps the data, so the
  // chart does not flash or lose the day under the pointer every minute.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const drawn = new uPlot(options(latest.current, labels, Math.max(element.clientWidth, 200), (index) => pick.current(index)), chartColumns(latest.current), element);
    chart.current = drawn;
    // A tap on a phone moves the cursor where the finger landed (a mouse does it by hovering).
    const tap = (event: PointerEvent) => {
      const box = drawn.over.getBoundingClientRect();
      drawn.setCursor({ left: event.clientX - box.left, top: event.clientY - box.top });
    };
    drawn.over.addEventListener("pointerdown", tap);
    const resize = new ResizeObserver(() => {
      const width = Math.max(element.clientWidth, 200);
      if (width !== drawn.width) drawn.setSize({ width, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      drawn.over.removeEventListener("pointerdown", tap);
      drawn.destroy();
      chart.current = null;
    };
  }, [days.length]);

  useEffect(() => {
    chart.current?.setData(chartColumns(days));
  }, [days]);

  return <div ref={host} className="sales-chart" role="img" aria-label={label} />;
}
