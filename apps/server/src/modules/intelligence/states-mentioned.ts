import { US_STATES, type UsStateCode } from '@scambuddy/contracts';

// Longest names first, so "West Virginia" is read before "Virginia" can match inside it.
const NAMES = [...US_STATES]
  .map((state) => ({ code: state.code, name: state.name }))
  .concat([
    { code: 'DC', name: 'Washington, D.C.' },
    { code: 'DC', name: 'Washington D.C.' },
    { code: 'DC', name: 'Washington, DC' },
    { code: 'DC', name: 'Washington DC' },
  ])
  .sort((a, b) => b.name.length - a.name.length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(${NAMES.map((entry) => escapeRegExp(entry.name)).join('|')})(?![\\p{L}])`,
  'giu',
);
const CODE_BY_NAME = new Map(NAMES.map((entry) => [entry.name.toLowerCase(), entry.code]));

/**
 * Postal codes that are not also English words or common abbreviations (unlike IN, OR, ME, OK,
 * HI, PA, MD, VA, CO, LA, MA, DE, ID, OH, MS, NE...). These count wherever they stand as an
 * upper-case word; the others count only in an address (", OH" or "OH 43215").
 */
const UNAMBIGUOUS_CODES = new Set<UsStateCode>([
  'AK',
  'AZ',
  'DC',
  'FL',
  'KS',
  'KY',
  'MN',
  'NC',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'RI',
  'TN',
  'TX',
  'VT',
  'WI',
  'WV',
  'WY',
]);
const ALL_CODES = new Set<string>(US_STATES.map((state) => state.code));

const STANDALONE_CODE = /(?<![A-Za-z])([A-Z]{2})(?![A-Za-z.])/g;
const ADDRESS_CODE =
  /,\s+([A-Z]{2})(?=\s+\d{5}\b|[\s.;:)]|$)|(?<![A-Za-z])([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/g;

/**
 * The US states (and DC) a text names: full names anywhere (case-insensitive), "Washington, D.C."
 * as DC rather than Washington state, unambiguous postal codes as upper-case words, and the other
 * codes only in an address. Sorted, each once.
 */
export function statesMentioned(text: string): UsStateCode[] {
  const found = new Set<UsStateCode>();
  const withoutNames = text.replace(NAME_PATTERN, (match) => {
    const code = CODE_BY_NAME.get(match.toLowerCase());
    if (code) found.add(code as UsStateCode);
    return ' ';
  });
  for (const match of withoutNames.matchAll(STANDALONE_CODE)) {
    const code = match[1] as UsStateCode;
    if (UNAMBIGUOUS_CODES.has(code)) found.add(code);
  }
  for (const match of withoutNames.matchAll(ADDRESS_CODE)) {
    const code = match[1] ?? match[2];
    if (code !== undefined && ALL_CODES.has(code)) found.add(code as UsStateCode);
  }
  return [...found].sort();
}
