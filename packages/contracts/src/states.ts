import { z } from 'zod';

/**
 * The 50 states and the District of Columbia (spec part 1 §3 "State": code, name), served by
 * GET /api/states and used to pick a state's consumer-protection contacts. Names are the official
 * English names; the web client translates them through its catalogs.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** One of the 51 codes; narrower than `StateCodeSchema`, which only checks the two-letter shape. */
export const UsStateCodeSchema = z.enum(US_STATE_CODES);
export type UsStateCode = z.infer<typeof UsStateCodeSchema>;

export const UsStateSchema = z.object({
  code: UsStateCodeSchema,
  name: z.string().min(1),
});
export type UsState = z.infer<typeof UsStateSchema>;

const STATE_NAMES: Readonly<Record<UsStateCode, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

// One collator for the sort: localeCompare with a locale builds a new one on every comparison,
// which cost a slow phone ~30 ms each time this module was loaded.
const byEnglishName = new Intl.Collator('en').compare;

/** Alphabetical by name, the order a state picker shows. */
export const US_STATES: readonly UsState[] = US_STATE_CODES.map((code) => ({
  code,
  name: STATE_NAMES[code],
})).sort((a, b) => byEnglishName(a.name, b.name));
