import { sigmoid } from '../model/predict.js';

/**
 * Platt scaling (Platt 1999, with Lin, Lin & Weng's numerically safe Newton steps): fits
 * p = sigmoid(a·score + b) on out-of-fold scores, with Platt's smoothed targets.
 */
export function fitPlatt(
  scores: readonly number[],
  labels: readonly number[],
): { a: number; b: number } {
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  const highTarget = (positives + 1) / (positives + 2);
  const lowTarget = 1 / (negatives + 2);
  const targets = labels.map((y) => (y === 1 ? highTarget : lowTarget));
  let a = 1;
  let b = Math.log((negatives + 1) / (positives + 1)) * -1;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    let gA = 0;
    let gB = 0;
    let hAA = 1e-12;
    let hAB = 0;
    let hBB = 1e-12;
    for (let i = 0; i < scores.length; i += 1) {
      const s = scores[i] ?? 0;
      const p = sigmoid(a * s + b);
      const d = p - (targets[i] ?? 0);
      const w = p * (1 - p);
      gA += d * s;
      gB += d;
      hAA += w * s * s;
      hAB += w * s;
      hBB += w;
    }
    const determinant = hAA * hBB - hAB * hAB;
    if (Math.abs(determinant) < 1e-18) break;
    const stepA = (hBB * gA - hAB * gB) / determinant;
    const stepB = (hAA * gB - hAB * gA) / determinant;
    a -= stepA;
    b -= stepB;
    if (Math.abs(stepA) < 1e-9 && Math.abs(stepB) < 1e-9) break;
  }
  return { a, b };
}
