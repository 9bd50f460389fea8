// Builds the labelled transcript set the filter is measured on (README "Measured"). Seeded, so
// running it again writes the same file: `npm run generate -w packages/pii-filter`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { faker } from '@faker-js/faker';
import type { PiiType } from '@scambuddy/contracts';
import type { LabelledTranscript } from '../src/evaluation.js';

const SEED = 20261122;
const REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
const TRANSCRIPT_COUNT = 400;
const TEST_DATA_PATH = fileURLToPath(new URL('../test-data/transcripts.jsonl', import.meta.url));
const UNSEEN_DATA_PATH = fileURLToPath(
  new URL('../test-data/unseen-phrasings.jsonl', import.meta.url),
);
const UNSEEN_COUNT = 130;

const DIGIT_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
const spell = (digits: string) => [...digits].map((d) => DIGIT_WORDS[Number(d)]).join(' ');
const digits = (count: number) => faker.string.numeric({ length: count, allowLeadingZeros: true });
const pick = <T>(values: readonly T[]): T => faker.helpers.arrayElement(values);

/** A piece of a transcript: plain text, or a labelled value with its kind. */
type Part = string | { type: PiiType; value: string };

function validSsn(): string {
  let area = faker.number.int({ min: 1, max: 899 });
  if (area === 666) area = 665;
  const group = faker.number.int({ min: 1, max: 99 });
  const serial = faker.number.int({ min: 1, max: 9999 });
  return `${String(area).padStart(3, '0')}${String(group).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
}

const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
function mbi(): string {
  const letter = () => pick([...MBI_LETTERS]);
  const alnum = () => pick([...MBI_LETTERS, ...'0123456789']);
  const digit = () => String(faker.number.int(9));
  const chars = [
    String(faker.number.int({ min: 1, max: 9 })),
    letter(),
    alnum(),
    digit(),
    letter(),
    alnum(),
    digit(),
    letter(),
    letter(),
    digit(),
    digit(),
  ];
  const plain = chars.join('');
  return faker.datatype.boolean()
    ? plain
    : `${plain.slice(0, 4)}-${plain.slice(4, 7)}-${plain.slice(7)}`;
}

function dateOfBirth(): string {
  const date = faker.date.birthdate({ mode: 'age', min: 60, max: 95 });
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  const monthName = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return pick([
    `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`,
    `${month}/${day}/${year}`,
    `${monthName} ${day}, ${year}`,
    `${day} ${monthName} ${year}`,
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  ]);
}

function address(): string {
  const street = faker.location.streetAddress(faker.datatype.boolean());
  if (faker.datatype.boolean()) return street;
  return `${street}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`;
}

/** One labelled sentence per kind, in the ways people say and speech-to-text writes them. */
const SENTENCES: Record<PiiType, (lower: boolean) => Part[]> = {
  ssn: () => {
    const ssn = validSsn();
    const value = pick([
      `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
      `${ssn.slice(0, 3)} ${ssn.slice(3, 5)} ${ssn.slice(5)}`,
      spell(ssn),
      ssn,
    ]);
    const intro = pick([
      'He asked for my social security number and I said ',
      'My Social Security number is ',
      'I read him my SSN, ',
      'The lady wanted my social, it is ',
    ]);
    return [intro, { type: 'ssn', value }, '.'];
  },
  credit_card: () => {
    const raw = faker.finance.creditCardNumber();
    const plain = raw.replace(/\D/g, '');
    const value = pick([raw, plain.replace(/(\d{4})(?=\d)/g, '$1 '), plain, spell(plain)]);
    const intro = pick([
      'I gave him my card number, ',
      'The Visa number is ',
      'He took my debit card number ',
      'My credit card is ',
    ]);
    return [intro, { type: 'credit_card', value }, ' and the expiry.'];
  },
  bank_account: () => {
    const value = faker.finance.accountNumber(pick([8, 10, 12]));
    const intro = pick([
      'My checking account number is ',
      'They asked for the account number, ',
      'The savings account is ',
    ]);
    return [intro, { type: 'bank_account', value: pick([value, spell(value)]) }, '.'];
  },
  routing_number: () => {
    const value = faker.finance.routingNumber();
    const intro = pick(['The routing number is ', 'He wanted the routing number too, ']);
    return [intro, { type: 'routing_number', value: pick([value, spell(value)]) }, '.'];
  },
  phone: () => {
    const written = faker.phone.number({ style: pick(['national', 'human', 'international']) });
    const national = faker.phone.number({ style: 'national' }).replace(/\D/g, '');
    const value = pick([written, written, spell(national)]);
    const intro = pick([
      'You can reach me at ',
      'My phone number is ',
      'He said to call him back at ',
      'The caller ID showed ',
      'My daughter’s cell is ',
    ]);
    return [intro, { type: 'phone', value }, '.'];
  },
  email: () => {
    const first = faker.person
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const last = faker.person
      .lastName()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const value = pick([
      faker.internet.email(),
      faker.internet.email({ firstName: first, lastName: last }),
      `${first} dot ${last} at ${pick(['gmail', 'yahoo', 'aol', 'hotmail'])} dot com`,
    ]);
    const intro = pick(['My email is ', 'Send it to ', 'He wrote to me from ', 'The address was ']);
    return [intro, { type: 'email', value }, '.'];
  },
  date_of_birth: () => {
    const intro = pick([
      'I was born on ',
      'My date of birth is ',
      'He asked my birthday, ',
      'They confirmed my DOB as ',
      'The form had ',
    ]);
    return [intro, { type: 'date_of_birth', value: dateOfBirth() }, '.'];
  },
  medicare: () => {
    const intro = pick([
      'My Medicare number is ',
      'He read my medicare card, ',
      'They wanted my MBI ',
      'The new card number is ',
    ]);
    return [intro, { type: 'medicare', value: mbi() }, '.'];
  },
  address: (lower) => {
    const intro = lower
      ? pick(['I live at ', 'My address is ', 'Send it to ', 'He asked where I live, I live at '])
      : pick(['I live at ', 'My address is ', 'The package went to ', 'He came to ', '']);
    return [intro, { type: 'address', value: address() }, '.'];
  },
  name: () => {
    const value = pick([
      `${faker.person.firstName()} ${faker.person.lastName()}`,
      `${faker.person.firstName()} ${faker.person.lastName()}`,
      faker.person.firstName(),
    ]);
    const intro = pick(['Hello, my name is ', 'Yes, my name is ', 'My name is ']);
    return [intro, { type: 'name', value }, pick([' and I am calling about my bank.', '.'])];
  },
  pin: () => {
    const pin = digits(pick([4, 4, 6]));
    const intro = pick(['My PIN is ', 'He asked for the pin number, ', 'I told them my PIN, ']);
    return [intro, { type: 'pin', value: pick([pin, spell(pin)]) }, '.'];
  },
  one_time_code: () => {
    const code = digits(pick([4, 6, 6, 8]));
    const intro = pick([
      'The code they texted me is ',
      'I read him the verification code ',
      'The one-time code was ',
      'He wanted the security code, ',
    ]);
    return [intro, { type: 'one_time_code', value: pick([code, spell(code)]) }, '.'];
  },
  spoken_number: () => {
    const value = spell(digits(pick([4, 5, 6])));
    const intro = pick([
      'He kept repeating ',
      'The reference on the letter was ',
      'Write this down: ',
      'I wrote down ',
    ]);
    return [intro, { type: 'spoken_number', value }, '.'];
  },
};

/** Lines with numbers and names that are not personal, so precision is measured too. */
const FILLER: Array<() => string> = [
  () =>
    `They asked for $${faker.number.int({ min: 100, max: 9000 }).toLocaleString('en-US')} in gift cards.`,
  () => `I bought ${faker.number.int({ min: 2, max: 9 })} cards at the store.`,
  () =>
    `The call came at ${faker.number.int({ min: 1, max: 12 })}:${pick(['00', '15', '30', '45'])} in the morning.`,
  () =>
    `It was on ${faker.date.recent({ days: 300 }).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}.`,
  () =>
    `He said he was from the ${pick(['IRS', 'Social Security Administration', 'Medicare office', 'bank fraud department'])}.`,
  () => `He said I owe ${faker.number.int({ min: 2, max: 30 })} hundred dollars in back taxes.`,
  () => `My grandson is ${faker.number.int({ min: 15, max: 30 })} years old.`,
  () => 'They told me to stay on the line and not tell anyone.',
  () => `The warrant would be issued in ${faker.number.int({ min: 1, max: 48 })} hours.`,
  () => `I have been with the bank since ${faker.number.int({ min: 1975, max: 2015 })}.`,
  () => 'He sounded very official and said it was urgent.',
  () =>
    `It happened ${pick(['one', 'two', 'three'])} or ${pick(['four', 'five'])} times last week.`,
  () =>
    `She said the package number ${faker.number.int({ min: 10, max: 99 })} was held at customs.`,
  () => `I went to ${faker.company.name()} on ${faker.location.street()} to buy the cards.`,
];

/**
 * A second, harder set: phrasings written without looking at the filter's keyword lists (no
 * "PIN", "routing", "my name is"…), to show how the rules do on wording they were not built for.
 * Its figures are reported, not enforced.
 */
const UNSEEN: Record<PiiType, () => Part[]> = {
  ssn: () => {
    const ssn = validSsn();
    return [
      pick(['Yeah, it is ', 'He read it back to me, ', 'The nine digits are ']),
      {
        type: 'ssn',
        value: pick([`${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`, spell(ssn)]),
      },
      '.',
    ];
  },
  credit_card: () => {
    const plain = faker.finance.creditCardNumber().replace(/\D/g, '');
    return [
      pick(['I read him the long number on the front, ', 'It was ']),
      { type: 'credit_card', value: pick([plain, spell(plain)]) },
      '.',
    ];
  },
  bank_account: () => [
    pick(['The number printed on my checks is ', 'My deposits go to ']),
    { type: 'bank_account', value: faker.finance.accountNumber(pick([8, 10, 12])) },
    '.',
  ],
  routing_number: () => [
    pick(['The first number at the bottom of the check is ', 'The bank ID he wanted was ']),
    { type: 'routing_number', value: faker.finance.routingNumber() },
    '.',
  ],
  phone: () => [
    pick(['Ring me on ', 'Try ', 'He left a voicemail from ']),
    { type: 'phone', value: faker.phone.number({ style: pick(['national', 'human']) }) },
    '.',
  ],
  email: () => [
    pick(['Write to ', 'It came from ']),
    { type: 'email', value: faker.internet.email() },
    '.',
  ],
  date_of_birth: () => [
    pick(['I came into this world on ', 'Mother always said ', 'They had me down as ']),
    { type: 'date_of_birth', value: dateOfBirth() },
    '.',
  ],
  medicare: () => [
    pick(['The red, white and blue card says ', 'On my health card it is ']),
    { type: 'medicare', value: mbi() },
    '.',
  ],
  address: () => [
    pick(['Come by ', 'We are over at ', 'The check went to ']),
    { type: 'address', value: faker.location.streetAddress() },
    '.',
  ],
  name: () => [
    pick(['This is ', 'Hi, it is ', 'Speaking: ']),
    { type: 'name', value: `${faker.person.firstName()} ${faker.person.lastName()}` },
    '.',
  ],
  pin: () => {
    const pin = digits(4);
    return [
      pick(['The four numbers I punch in at the ATM are ', 'My secret number is ']),
      { type: 'pin', value: pick([pin, spell(pin)]) },
      '.',
    ];
  },
  one_time_code: () => {
    const code = digits(6);
    return [
      pick(['They texted me ', 'The message on my phone said ']),
      { type: 'one_time_code', value: pick([code, spell(code)]) },
      '.',
    ];
  },
  spoken_number: () => [
    pick(['He made me repeat ', 'Then he said ']),
    { type: 'spoken_number', value: spell(digits(5)) },
    '.',
  ],
};

const TYPES = Object.keys(SENTENCES) as PiiType[];

function assemble(id: string, parts: Part[], lower: boolean): LabelledTranscript {
  let text = '';
  const items: LabelledTranscript['items'] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
    } else {
      items.push({ type: part.type, start: text.length, end: text.length + part.value.length });
      text += part.value;
    }
  }
  // Lower-casing plain ASCII keeps every offset where it was.
  if (lower && /^[\x20-\x7e’]*$/.test(text)) text = text.toLowerCase();
  return { id, text: text.trim(), items };
}

function buildUnseenTranscript(index: number): LabelledTranscript {
  const lines: Part[][] = [[pick(FILLER)()], UNSEEN[TYPES[index % TYPES.length] as PiiType]()];
  const parts = faker.helpers.shuffle(lines).flatMap((line) => [...line, ' ']);
  return assemble(`u${String(index + 1).padStart(3, '0')}`, parts, index % 3 === 0);
}

function buildTranscript(index: number): LabelledTranscript {
  // About one in three reads like raw speech-to-text output: all lower case.
  const lower = index % 3 === 0;
  const parts: Part[] = [];
  const lines: Part[][] = [];
  const fillerCount = faker.number.int({ min: 1, max: 3 });
  for (let i = 0; i < fillerCount; i += 1) lines.push([pick(FILLER)()]);
  // Every kind appears about equally often: cycle through them, plus one or two at random.
  lines.push(SENTENCES[TYPES[index % TYPES.length] as PiiType](lower));
  const extraCount = faker.number.int({ min: 0, max: 2 });
  for (let i = 0; i < extraCount; i += 1) lines.push(SENTENCES[pick(TYPES)](lower));
  for (const line of faker.helpers.shuffle(lines)) parts.push(...line, ' ');

  return assemble(`t${String(index + 1).padStart(3, '0')}`, parts, lower);
}

function main(): void {
  faker.seed(SEED);
  // Birth dates and recent dates count from this day, not from today, so every run is the same.
  faker.setDefaultRefDate(REFERENCE_DATE);
  const transcripts = Array.from({ length: TRANSCRIPT_COUNT }, (_, index) =>
    buildTranscript(index),
  );
  writeFileSync(TEST_DATA_PATH, `${transcripts.map((t) => JSON.stringify(t)).join('\n')}\n`);
  const count = transcripts.reduce((total, t) => total + t.items.length, 0);
  console.log(`wrote ${transcripts.length} transcripts with ${count} labelled items`);
  const unseen = Array.from({ length: UNSEEN_COUNT }, (_, index) => buildUnseenTranscript(index));
  writeFileSync(UNSEEN_DATA_PATH, `${unseen.map((t) => JSON.stringify(t)).join('\n')}\n`);
  console.log(`wrote ${unseen.length} transcripts with unseen phrasings`);
}

main();
