import type { MapRiskBand } from '@scambuddy/contracts';
import type { AlertCountBand } from './map-data.js';

/**
 * Fill colours of the two map views: a sequential scale from light to dark, so the order reads in
 * greyscale too; the legend and the table state every band in words (colour is never alone).
 * The lightest fill keeps a 3:1 contrast border (the state outlines) against the page.
 */
export const ALERT_BAND_FILL: Readonly<Record<AlertCountBand, string>> = {
  none: '#f1f3f5',
  low: '#fdd9a0',
  moderate: '#f59e4a',
  high: '#c2410c',
  'very-high': '#7f1d1d',
};

export const BASELINE_BAND_FILL: Readonly<Record<MapRiskBand, string>> = {
  lower: '#dbe7fb',
  moderate: '#93b4ee',
  high: '#3f6fd1',
  'very-high': '#132f7a',
};

/** The outline colour: dark enough (>= 3:1 on every fill above) to separate neighbours. */
export const STATE_OUTLINE = '#374151';
