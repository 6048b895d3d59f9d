// A tiny line chart drawn as SVG polylines: every series on one vertical scale from 0 to the largest
// value, so two lines (forecast and actual) compare honestly. Pure, so it is tested alone.

export type SparklineBox = { width: number; height: number; padding?: number };

const round = (value: number) => Math.round(value * 10) / 10;

// The `points` attribute of a polyline per series ("x,y x,y …"), left to right; a series with one value
// is a level line, an empty one is ''. Negative values sit on the baseline.
export function sparklinePoints(series: readonly (readonly number[])[], box: SparklineBox): string[] {
  const { width, height, padding = 1 } = box;
  const top = Math.max(0, ...series.flat().filter(Number.isFinite));
  const plotWidth = width - 2 * padding;
  const plotHeight = height - 2 * padding;
  const yOf = (value: number) =>
    round(padding + plotHeight - (top === 0 ? 0 : (Math.max(0, value) / top) * plotHeight));
  return series.map((values) => {
    if (values.length === 0) return '';
    if (values.length === 1) {
      const y = yOf(values[0] ?? 0);
      return `${round(padding)},${y} ${round(width - padding)},${y}`;
    }
    const step = plotWidth / (values.length - 1);
    return values
      .map((value, index) => `${round(padding + index * step)},${yOf(Number.isFinite(value) ? value : 0)}`)
      .join(' ');
  });
}
