import type { UsStateCode } from '@scambuddy/contracts';

/**
 * Labelled callouts for the states too small to point at on the map (WCAG 2.5.8, issue 21 item 2),
 * as printed US maps do: a box with the state's abbreviation in the open sea east of the
 * coast, joined to the state by a line. The box belongs to the state's button, so a tap on it
 * opens the state. Coordinates are in the map's viewBox (975 × 610, Albers USA from us-atlas);
 * at the desktop width the map is drawn about 0.7 to 1 px per unit, so a 58 × 36 box is at least
 * 24 px each way. On a phone the table below the map is the equivalent control (2.5.8's
 * "equivalent" exception): every row has its own 44 px button for the same popup.
 */
export interface StateCallout {
  code: UsStateCode;
  /** Where the leader line starts: a point well inside the state. */
  anchor: readonly [number, number];
  /** Top-left corner of the box. */
  box: readonly [number, number];
}

export const CALLOUT_BOX = { width: 58, height: 36 } as const;

const COLUMN_X = 912;
const FIRST_Y = 186;
const STEP_Y = 40;

// Ordered north to south so that the leader lines do not cross one another.
const SMALL_STATES: readonly { code: UsStateCode; anchor: readonly [number, number] }[] = [
  { code: 'VT', anchor: [873, 136] },
  { code: 'NH', anchor: [895, 140] },
  { code: 'MA', anchor: [899, 171] },
  { code: 'RI', anchor: [906, 185] },
  { code: 'CT', anchor: [886, 191] },
  { code: 'NJ', anchor: [864, 232] },
  { code: 'DE', anchor: [855, 259] },
  { code: 'MD', anchor: [838, 260] },
  { code: 'DC', anchor: [828, 267] },
];

export const STATE_CALLOUTS: readonly StateCallout[] = SMALL_STATES.map((state, index) => ({
  ...state,
  box: [COLUMN_X, FIRST_Y + index * STEP_Y],
}));

export const CALLOUT_BY_CODE: ReadonlyMap<UsStateCode, StateCallout> = new Map(
  STATE_CALLOUTS.map((callout) => [callout.code, callout]),
);
