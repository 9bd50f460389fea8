/** Area under the ROC curve by ranks (ties share their average rank); NaN with one class only. */
export function rocAuc(scores: readonly number[], labels: readonly number[]): number {
  const order = scores.map((score, index) => ({ score, label: labels[index] ?? 0 }));
  order.sort((x, y) => x.score - y.score);
  const positives = order.filter((item) => item.label === 1).length;
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  let rankSum = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.score === order[i]?.score) j += 1;
    const averageRank = (i + j + 2) / 2;
    for (let k = i; k <= j; k += 1) if (order[k]?.label === 1) rankSum += averageRank;
    i = j + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Expected calibration error over equal-width bins of the predicted probability. */
export function expectedCalibrationError(
  probabilities: readonly number[],
  labels: readonly number[],
  binCount = 10,
): number {
  const sums = new Array<number>(binCount).fill(0);
  const hits = new Array<number>(binCount).fill(0);
  const counts = new Array<number>(binCount).fill(0);
  probabilities.forEach((p, index) => {
    const bin = Math.min(binCount - 1, Math.floor(p * binCount));
    sums[bin] = (sums[bin] ?? 0) + p;
    hits[bin] = (hits[bin] ?? 0) + (labels[index] ?? 0);
    counts[bin] = (counts[bin] ?? 0) + 1;
  });
  let error = 0;
  for (let bin = 0; bin < binCount; bin += 1) {
    const count = counts[bin] ?? 0;
    if (count === 0) continue;
    error +=
      (count / probabilities.length) *
      Math.abs((sums[bin] ?? 0) / count - (hits[bin] ?? 0) / count);
  }
  return error;
}

export interface ScoredExample {
  /** Final 0–100 score. */
  score: number;
  label: number;
}

export interface BandMetrics {
  count: number;
  scams: number;
  legit: number;
  auc: number;
  scamsHigh: number;
  legitHigh: number;
  scamsLow: number;
  ece: number;
}

/** The figures the issue asks for, on final 0–100 scores. */
export function bandMetrics(examples: readonly ScoredExample[]): BandMetrics {
  const scores = examples.map((e) => e.score);
  const labels = examples.map((e) => e.label);
  const scams = examples.filter((e) => e.label === 1);
  const legit = examples.filter((e) => e.label === 0);
  const share = (items: readonly ScoredExample[], test: (score: number) => boolean): number =>
    items.length === 0 ? Number.NaN : items.filter((e) => test(e.score)).length / items.length;
  return {
    count: examples.length,
    scams: scams.length,
    legit: legit.length,
    auc: rocAuc(scores, labels),
    scamsHigh: share(scams, (s) => s >= 71),
    legitHigh: share(legit, (s) => s >= 71),
    scamsLow: share(scams, (s) => s <= 30),
    ece: expectedCalibrationError(
      scores.map((s) => s / 100),
      labels,
    ),
  };
}
