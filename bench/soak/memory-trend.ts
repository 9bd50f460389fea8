/** The rule that calls memory "flat": its post-collection floor rises by less than 1 MB per 10 s. */
export const FLAT_SLOPE_MB_PER_10S = 1;
/** RSS is judged on the lowest sample of each slice this long: roughly one GC cycle or more. */
export const SLICE_S = 10;

export interface MemoryTrend {
  /** Least-squares slope over every sample: moves with the phase of the GC sawtooth. */
  slopeMbPer10s: number;
  /** Least-squares slope of each slice's lowest sample: what is kept after garbage collection. */
  floorSlopeMbPer10s: number;
  floorsMb: number[];
  firstMb: number;
  lastMb: number;
  isFlat: boolean;
}

function slopePer10s(points: readonly { t: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanT = points.reduce((sum, p) => sum + p.t, 0) / n;
  const meanMb = points.reduce((sum, p) => sum + p.mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.t - meanT) * (p.mb - meanMb);
    variance += (p.t - meanT) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 10;
}

/**
 * RSS rises between garbage collections and drops at each one, so a line through every sample
 * depends on where in that sawtooth the window ends. A leak shows as a rising floor instead: the
 * lowest sample of each 10-s slice, with a least-squares line through those floors.
 */
export function flatness(samples: readonly { t: number; mb: number }[]): MemoryTrend {
  const start = samples[0]?.t ?? 0;
  const floors = new Map<number, { t: number; mb: number }>();
  for (const sample of samples) {
    const slice = Math.floor((sample.t - start) / SLICE_S);
    const current = floors.get(slice);
    if (current === undefined || sample.mb < current.mb) {
      floors.set(slice, { t: slice * SLICE_S, mb: sample.mb });
    }
  }
  // A slice cut short by the end of the run holds a sample or two from one point of the sawtooth,
  // not a floor: only slices with at least half their samples count.
  const counts = new Map<number, number>();
  for (const sample of samples) {
    const slice = Math.floor((sample.t - start) / SLICE_S);
    counts.set(slice, (counts.get(slice) ?? 0) + 1);
  }
  const floorPoints = [...floors.entries()]
    .filter(([slice]) => (counts.get(slice) ?? 0) >= SLICE_S / 2)
    .map(([, point]) => point)
    .sort((a, b) => a.t - b.t);
  const floorSlopeMbPer10s = slopePer10s(floorPoints);
  return {
    slopeMbPer10s: slopePer10s(samples),
    floorSlopeMbPer10s,
    floorsMb: floorPoints.map((point) => point.mb),
    firstMb: samples[0]?.mb ?? NaN,
    lastMb: samples.at(-1)?.mb ?? NaN,
    isFlat: floorSlopeMbPer10s < FLAT_SLOPE_MB_PER_10S,
  };
}
