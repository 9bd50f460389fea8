import type { EvidenceSpan } from '@scambuddy/contracts';
import { EMAIL } from '../entities/emails.js';
import { parse } from 'tldts';
import { BRANDS } from '../entities/brands.js';
import { isOfficialDomain } from '../entities/official-domains.js';
import type { SignalContext, SignalDefinition } from './types.js';
import { span } from './types.js';

/**
 * Signs in the header lines of a pasted or forwarded e-mail ("From:", "Subject:").
 *
 * The "From:" line of a pasted or forwarded e-mail, read from the first few thousand characters
 * (a forwarded message puts its header near the top), or a header pasted on one line ("Subject:
 * … | From: Name <address>", decision 0085). The line is bounded so a hostile paste costs nothing.
 */
export const FROM_LINE = /(?:^[ \t>]*|[ \t]\|[ \t]*)from:[ \t]*([^\n]{1,200})/im;
const HEADER_REACH = 3000;
export const SUBJECT_LINE = /^[ \t>]*subject:[ \t]*([^\n]{1,200})/im;
/** The address part of a From line: `Name <address>`. */
export const ADDRESS_IN_BRACKETS = /<([^<>\s]{3,254})>/;
/** The first address in a From line without brackets (EMAIL without the global flag, so exec keeps no position between calls). */
const ADDRESS_IN_LINE = new RegExp(EMAIL.source, 'i');
/** A sender name that is, whole, an e-mail address. */
const WHOLE_ADDRESS = new RegExp(`^(?:${EMAIL.source})$`, 'i');

interface FromLine {
  /** The name shown before the address, without quotes ("" when there is none). */
  name: string;
  address: string;
  /** Where the address sits in the display text, for the evidence quote. */
  start: number;
}

function fromLine(display: string): FromLine | null {
  const head = display.slice(0, HEADER_REACH);
  const line = FROM_LINE.exec(head);
  if (!line?.[1]) return null;
  const value = line[1];
  const bracket = ADDRESS_IN_BRACKETS.exec(value);
  const address = bracket?.[1] ?? ADDRESS_IN_LINE.exec(value)?.[0];
  if (!address?.includes('@')) return null;
  const name = bracket ? value.slice(0, bracket.index).replace(/["'*]/g, '').trim() : '';
  const start = line.index + line[0].length - value.length + value.indexOf(address);
  return { name, address, start };
}

/**
 * Letter pairs that almost never occur inside English words or names: fewer than 2 in 100,000
 * letter pairs of the corpus's genuine messages. A name or a word has none or one; letters typed
 * or generated at random ("uhguqzqftkh") have several.
 */
const RARE_PAIRS: ReadonlySet<string> = new Set(
  (
    'bg bk bq bw bx bz cj cx cz dq dx dz fg fh fj fk fn fq fv fx fz gj gk gq gv gx hg hj hq ' +
    'hv hx iw jb jc jd jf jg jh jj jl jm jn jq jr js jt jv jx jy jz kc kf kj kq kv kx kz lj ' +
    'lq mj mk mq mx mz oq pj pq pv px pz qa qb qc qd qe qf qg qh qi qj qk qm qn qo qp qr qs ' +
    'qt qv qw qx qy qz rj rx rz sj sx sz tj tq uj uq uu uw vb vc vg vh vj vk vl vn vp vq vr ' +
    'vt vv vw vz wc wj wk wm wp wq wv wx wz xb xd xg xj xk xl xn xq xr xs xv xw xz yf yh yj ' +
    'yk yq yv yx yz zb zc zf zg zh zj zk zl zm zn zp zq zr zs zu zv zw zx'
  ).split(' '),
);
/** The longest run of consonants ("y" counts as a vowel, as in "lynn"). */
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]+/g;
/** Letters only, one case, long enough that a jumble is not an initialism ("tjb", "mcmasjc"). */
const PLAIN_LOCAL_PART = /^(?:[a-z]{8,40}|[A-Z]{8,40})$/;

function rarePairs(word: string): number {
  let count = 0;
  for (let index = 0; index + 1 < word.length; index += 1) {
    if (RARE_PAIRS.has(word.slice(index, index + 2))) count += 1;
  }
  return count;
}

function longestConsonantRun(word: string): number {
  let longest = 0;
  for (const run of word.matchAll(CONSONANT_RUN)) longest = Math.max(longest, run[0].length);
  return longest;
}

/** Letters no word or name is made of: several rare pairs, or a long run of consonants. */
function jumbled(word: string): boolean {
  const rare = rarePairs(word);
  return rare >= 3 || (rare >= 1 && longestConsonantRun(word) >= 5);
}

/** The part before "@" is made from the sender's name ("Jan Szczepanski" <szczepanski@…>). */
function madeFromName(local: string, name: string): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.includes(local)) return true;
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((part) => part.length >= 4 && local.includes(part));
}

/**
 * A sender address whose name part is a jumble of letters ("uhguqzqftkh@…", "mnehstzmne@ncua.gov"):
 * bulk senders generate them so that filters cannot block one address, and no company or person
 * writes from one. Measured on the corpus (issue 17): 47 scam e-mails have one, no genuine one.
 */
export function randomSenderAddress(context: SignalContext): EvidenceSpan | null {
  const from = fromLine(context.display);
  if (!from) return null;
  const local = from.address.slice(0, from.address.indexOf('@'));
  if (!PLAIN_LOCAL_PART.test(local)) return null;
  const word = local.toLowerCase();
  if (madeFromName(word, from.name)) return null;
  return jumbled(word) ? span(from.start, from.address) : null;
}

/**
 * The name shown for the sender is itself an e-mail address, and not the one the message came
 * from ("acc-validity@ncua.gov" <qmtdyr@ncua.gov>, "service@paypal.com" <x@mail.ru>): the mail
 * program shows the name, so the trick makes a message look sent from an address it was not.
 * Measured on the corpus (issue 17): 36 scam e-mails, no genuine one.
 */
export function senderNameIsOtherAddress(context: SignalContext): EvidenceSpan | null {
  const from = fromLine(context.display);
  if (!from?.name) return null;
  // The whole name is an address: a relay that names the original sender ("john@x.org via
  // Python-list", sneakemail's "news@x.com [alias]") is telling, not hiding, who wrote.
  const shown = WHOLE_ADDRESS.exec(from.name)?.[0];
  if (!shown || shown.toLowerCase() === from.address.toLowerCase()) return null;
  const lineStart = context.display.lastIndexOf('\n', from.start) + 1;
  let end = from.start + from.address.length;
  if (context.display[end] === '>') end += 1;
  return span(lineStart, context.display.slice(lineStart, end));
}

/** The last word of a subject, in one case, after a subject that is not all capitals. */
const SUBJECT_TAIL = /\s([a-z]{5,15}|[A-Z]{5,15})\s*$/;
/** A subject that names a code: booking and tracking codes are random letters by design. */
const NAMES_A_CODE =
  /\b(?:code|confirmation|conf|locator|reference|ref|booking|reservation|order|ticket|case|pnr|record|number|no|id|tracking|serial|key|pin|voucher|coupon|promo)\b|[#:]\s*$/i;

/**
 * A subject that ends in a jumble of letters ("are you in the mood XGHTMTGGC", "your report !
 * ufhvv"): bulk senders add one to each copy so that filters do not see the same subject twice.
 * Measured on the corpus (issue 17): 65 scam e-mails end so, no genuine one; codes a subject
 * names ("Your booking code KXJRTP") are not counted.
 */
export function jumbledSubjectTag(context: SignalContext): EvidenceSpan | null {
  const line = SUBJECT_LINE.exec(context.display.slice(0, HEADER_REACH));
  const subject = line?.[1];
  if (!line || !subject) return null;
  const tail = SUBJECT_TAIL.exec(subject);
  const tag = tail?.[1];
  if (!tail || !tag) return null;
  const before = subject.slice(0, tail.index);
  if (!/[a-z]/.test(before) || NAMES_A_CODE.test(before)) return null;
  const word = tag.toLowerCase().replace(/(.)\1+/g, '$1');
  const noVowel = !/[aeiouy]/.test(word);
  if (word.length < 5 || !(jumbled(word) || rarePairs(word) >= 2 || noVowel)) return null;
  const start = line.index + line[0].length - subject.length + subject.lastIndexOf(tag);
  return span(start, tag);
}

/**
 * The sender's domain spells a company's name but is not the company's ("Zelle"
 * <notification@zellepay-service.com>, <alerts@chase-secure.net>). A company writes from its own
 * domain or a mail provider's. The link check's spelling rule without its one-letter-off match
 * (which reads "email-server.info" as "gmail"): a part of the name between hyphens is the brand's
 * name, or contains a name of five letters or more; and only brands with a domain of their own
 * ("dmv.com" is an internet provider; motor-vehicle agencies write from .gov).
 */
export function senderLookalikeDomain(context: SignalContext): EvidenceSpan | null {
  const from = fromLine(context.display);
  if (!from) return null;
  const host = from.address.slice(from.address.lastIndexOf('@') + 1).toLowerCase();
  const { domain, domainWithoutSuffix } = parse(host);
  // An organisation's own mail domain (facebookmail.com, a .gov) is on the sourced list.
  if (!domain || !domainWithoutSuffix || isOfficialDomain(domain)) return null;
  const label = domainWithoutSuffix.replace(/[^a-z0-9-]/g, '');
  const parts = [label.replace(/-/g, ''), ...label.split('-')].filter((part) => part.length > 0);
  const imitated = BRANDS.find(
    (brand) =>
      brand.officialDomains.length > 0 &&
      !brand.officialDomains.includes(domain) &&
      brand.names.some((name) =>
        parts.some(
          (part) =>
            part === name || (!brand.exactPartOnly && name.length >= 5 && part.includes(name)),
        ),
      ),
  );
  if (
    imitated ||
    (label.includes('-') && label.split('-').some((part) => ACCOUNT_WORD_END.test(part)))
  )
    return span(from.start, from.address);
  return null;
}

/**
 * A hyphenated sender domain with a part that ends in an account or payment word
 * (<servicing@mrcooper-loantransfer.com>, <rewards@marriott-bonvoy-members.com>,
 * <help@homesaveusa-relief.com>): a name made up to look like a company's account desk. Companies
 * and agencies write from their own domain or their mail provider's; the sourced official list is
 * checked first (duke-energy.com, e-zpassny.com). Measured (decision 0101): 674 scams and no
 * genuine message of the corpus, the test sets and the probe rounds, of 153 genuine e-mails whose
 * sender domain has a hyphen. Words common in small businesses' names (services, care, center,
 * help, team) are left out: "twobrothersmoving-nc.com", "kennedy-center.org".
 */
const ACCOUNT_WORD_END =
  /(?:secure|verify|verification|support|alerts?|billing|updates?|accounts?|members?|rewards|reserve|relief|claims?|refunds?|portal|notices?|dept|helpdesk|casting|transfer|processing|payments?|login|security|protect|resolution|recovery|settlement|grants?|funds?|benefits?)$/;

/** Free mailbox providers: anyone can open an address there, under any name. */
const WEBMAIL: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'mail.ru',
]);
/** Words of a company's department or team in a sender's name or address. */
const SERVICE_TOKENS: ReadonlySet<string> = new Set(
  (
    'support billing service services customer customers care team help helpdesk security alert ' +
    'alerts notification notifications notice account accounts renewal renewals member members ' +
    'membership refund refunds dept department center centre desk online noreply official ' +
    'verification payments payment claims'
  ).split(' '),
);
/** Words a sender's name may add to a brand's without being a person's name. */
const FILLER_TOKENS: ReadonlySet<string> = new Set(['the', 'inc', 'llc', 'us', 'usa', 'corp']);

function brandOfToken(token: string): string | undefined {
  return BRANDS.find((brand) =>
    brand.names.some(
      (name) =>
        name.length >= 3 && (token === name || (name.length >= 6 && token.startsWith(name))),
    ),
  )?.id;
}

/** A sender's name that is a brand's alone, with at most a department's word ("PayPal Billing"). */
function isBrandAlone(nameTokens: readonly string[]): boolean {
  return nameTokens.every(
    (token) =>
      brandOfToken(token) !== undefined || SERVICE_TOKENS.has(token) || FILLER_TOKENS.has(token),
  );
}

/** Words of a name, with a brand's name written as several ("Wells Fargo", "Capital One") joined. */
function nameTokensOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0);
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let joined: string | undefined;
    for (let j = Math.min(words.length, i + 3); j > i + 1 && joined === undefined; j -= 1) {
      const candidate = words.slice(i, j).join('');
      if (BRANDS.some((brand) => brand.names.includes(candidate))) {
        joined = candidate;
        i = j - 1;
      }
    }
    tokens.push(joined ?? words[i] ?? '');
  }
  return tokens;
}

/** The address is on a free mailbox provider ("jortiz.home2019@outlook.com"). */
export function isFreeMailbox(address: string): boolean {
  const { domain } = parse(address.slice(address.lastIndexOf('@') + 1).toLowerCase());
  return !!domain && WEBMAIL.has(domain);
}

/**
 * A company's name on a free mailbox ("Walmart" <walmartcustomer.care88@gmail.com>, "PayPal
 * Billing" <paypal.billing.dept@outlook.com>): companies write from their own domains, and anyone
 * can open a Gmail address under any name. A person who shares a name with a brand ("Edward
 * Norton" <edward.norton@gmail.com>) is not counted: the name must be the brand alone, or come
 * with a department's word (support, billing, team).
 */
export function senderBrandOnWebmail(context: SignalContext): EvidenceSpan | null {
  const from = fromLine(context.display);
  if (!from) return null;
  const at = from.address.lastIndexOf('@');
  const { domain } = parse(from.address.slice(at + 1).toLowerCase());
  if (!domain || !WEBMAIL.has(domain)) return null;
  const nameTokens = nameTokensOf(from.name);
  const tokens = [...nameTokens, ...nameTokensOf(from.address.slice(0, at))];
  const brands = new Set(tokens.map(brandOfToken).filter((id) => id !== undefined));
  if (brands.size === 0) return null;
  // The mailbox provider's own name ("Google" <…@gmail.com>) is that company writing.
  const own = BRANDS.filter((brand) => brand.officialDomains.includes(domain)).map((b) => b.id);
  if (own.some((id) => brands.has(id))) return null;
  const nameIsBrand = nameTokens.length > 0 && isBrandAlone(nameTokens);
  const department = tokens.some((token) => SERVICE_TOKENS.has(token));
  return nameIsBrand || department ? span(from.start, from.address) : null;
}

/**
 * Relays that send for many organisations under their names: an agency's bulletin comes from
 * govdelivery.com, an Exchange server's own notices from the company's domain.
 */
const NAME_RELAYS: ReadonlySet<string> = new Set(['govdelivery.com']);

/**
 * The sender's name is a company's alone ("DocuSign Notification" <docusign@notify-agreements.org>,
 * "Wells Fargo Online" <alerts@secure-wf-online.net>) but the address is on a domain that is
 * neither the company's nor spells its name (that is `sender_lookalike_domain`) nor a free
 * mailbox (`sender_brand_on_webmail`). Companies send from their own domains. Measured (decision
 * 0070): 8 of the corpus's phishing mails, 45 probe scams and 1 genuine message (an Exchange
 * server's notice, now left out).
 */
export function senderNameNotBrandDomain(context: SignalContext): EvidenceSpan | null {
  const from = fromLine(context.display);
  if (!from) return null;
  const at = from.address.lastIndexOf('@');
  const local = from.address.slice(0, at).toLowerCase();
  const { domain, domainWithoutSuffix } = parse(from.address.slice(at + 1).toLowerCase());
  if (!domain || !domainWithoutSuffix || WEBMAIL.has(domain) || NAME_RELAYS.has(domain))
    return null;
  if (isOfficialDomain(domain) || local.startsWith('microsoftexchange')) return null;
  const nameTokens = nameTokensOf(from.name);
  const brands = nameTokens.flatMap((token) => {
    const id = brandOfToken(token);
    return id === undefined ? [] : [id];
  });
  if (brands.length === 0) return null;
  if (!isBrandAlone(nameTokens)) return null;
  const label = domainWithoutSuffix.replace(/[^a-z0-9]/g, '');
  const named = BRANDS.filter((brand) => brands.includes(brand.id));
  // The company's own domain, or one that spells its name (the look-alike sign says that).
  if (named.some((brand) => brand.officialDomains.includes(domain))) return null;
  if (named.some((brand) => brand.names.some((name) => label.includes(name)))) return null;
  return span(from.start, from.address);
}

export const MAIL_HEADER_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'sender_lookalike_domain',
    category: 'impersonation',
    prior: 2.0,
    derive: senderLookalikeDomain,
    types: { phishing: 2 },
  },
  {
    id: 'sender_brand_on_webmail',
    category: 'impersonation',
    prior: 2.0,
    derive: senderBrandOnWebmail,
    types: { phishing: 2 },
  },
  {
    id: 'sender_name_not_brand_domain',
    category: 'impersonation',
    prior: 2.0,
    derive: senderNameNotBrandDomain,
    types: { phishing: 2 },
  },
  {
    id: 'sender_random_address',
    category: 'impersonation',
    prior: 1.5,
    derive: randomSenderAddress,
    types: { phishing: 1 },
  },
  {
    id: 'sender_name_other_address',
    category: 'impersonation',
    prior: 1.5,
    derive: senderNameIsOtherAddress,
    types: { phishing: 2 },
  },
  {
    id: 'subject_random_tag',
    category: 'impersonation',
    prior: 1.5,
    derive: jumbledSubjectTag,
    types: { phishing: 1 },
  },
];
