// The PII filter: finds personal information in a call transcript and replaces it with typed
// placeholders. Pure functions only; see README.md for the measured recall and precision.
export { filterPii, type FilteredText } from './filter.js';
export { detectPii, type DetectOptions } from './detect.js';
export type { PiiSpan } from './span.js';
export { passesAba, passesLuhn, isPlausibleSsn } from './checksums.js';
