import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { LookupCheck } from '@scambuddy/contracts';
import { officialNumberOwner } from '../entities/official-numbers.js';

/**
 * What can be told about a phone number from the number alone (issue 10, caller lookup): is it
 * written completely, which country it belongs to, whether it is toll-free, pay-per-call, a
 * three-digit service number or a text short code. Only well-known numbering facts; nothing here
 * looks anything up, and every answer ends with the caveat that caller ID can be faked.
 */

/** North American toll-free area codes (FCC). */
export const TOLL_FREE_AREA_CODES: ReadonlySet<string> = new Set([
  '800',
  '833',
  '844',
  '855',
  '866',
  '877',
  '888',
]);

/** North American pay-per-call area code. */
export const PREMIUM_AREA_CODES: ReadonlySet<string> = new Set(['900', '976']);

/**
 * +1 regions in the United States itself (territories included) and Canada: calls to them are
 * domestic-rate for most US plans. Every other +1 region is another country with its own rates.
 */
const DOMESTIC_NANP_REGIONS: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'PR',
  'VI',
  'GU',
  'MP',
  'AS',
]);

/** Three-digit service numbers (N11): 211 to 911. */
const N11 = /^[2-9]11$/;

export interface PhoneLookup {
  kind: 'phone';
  /** E.164 when the number is complete, else the digits as typed. */
  normalized: string;
  /** How the number is shown back: national format for +1, international otherwise. */
  display: string;
  /** ISO 3166 region of the number, when known. */
  country: string | null;
  callingCode: string | null;
  /** The checks in the order the screen lists them. */
  checks: LookupCheck[];
}

function check(
  id: LookupCheck['id'],
  result: LookupCheck['result'],
  params: LookupCheck['params'] = {},
): LookupCheck {
  return { id, result, explanationKey: `lookup:checks.${id}`, params };
}

const SPOOFING = check('phone_spoofing_caveat', 'info');

/** The digits of a phone-like query; a leading + is kept as a marker of an international number. */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Checks one phone number; `raw` is what the person typed. */
export function checkPhone(raw: string): PhoneLookup {
  const digits = phoneDigits(raw);
  const hasPlus = raw.trim().startsWith('+');

  // Three-digit service numbers and text short codes are not phone numbers anyone calls back.
  if (!hasPlus && N11.test(digits)) {
    return {
      kind: 'phone',
      normalized: digits,
      display: digits,
      country: null,
      callingCode: null,
      checks: [check('phone_n11', 'caution', { number: digits }), SPOOFING],
    };
  }
  if (!hasPlus && digits.length >= 5 && digits.length <= 6) {
    return {
      kind: 'phone',
      normalized: digits,
      display: digits,
      country: null,
      callingCode: null,
      checks: [check('phone_short_code', 'info', { number: digits }), SPOOFING],
    };
  }

  const parsed = parsePhoneNumberFromString(raw, 'US');
  if (!parsed?.isValid()) {
    return {
      kind: 'phone',
      normalized: digits,
      display: raw.trim(),
      country: null,
      callingCode: null,
      checks: [check('phone_invalid', 'caution'), SPOOFING],
    };
  }

  // A complete number is only a fact, not a good sign: scammers' numbers are complete too (issue 19.16).
  const checks: LookupCheck[] = [check('phone_valid', 'info')];
  const callingCode = parsed.countryCallingCode;
  const country = parsed.country ?? null;
  const national = parsed.nationalNumber;
  const type = parsed.getType();

  if (callingCode === '1') {
    const areaCode = national.slice(0, 3);
    if (country !== null && !DOMESTIC_NANP_REGIONS.has(country)) {
      // Dialled like a US number, billed as an international call: the "one-ring" scam.
      checks.push(check('phone_nanp_foreign', 'danger', { country, areaCode }));
    } else {
      checks.push(check('phone_north_america', 'info', { country: country ?? 'US' }));
    }
    // A number of the sourced contacts directory: calling it reaches that organisation (a call
    // from it can still be spoofed, which the caveat below says).
    const owner = officialNumberOwner(national);
    if (owner !== undefined) checks.push(check('phone_official_number', 'ok', { name: owner }));
    if (TOLL_FREE_AREA_CODES.has(areaCode)) {
      checks.push(check('phone_toll_free', 'info', { areaCode }));
    }
    if (PREMIUM_AREA_CODES.has(areaCode)) {
      checks.push(check('phone_premium', 'danger', { areaCode }));
    }
  } else {
    checks.push(check('phone_international', 'caution', { country: country ?? '', callingCode }));
    if (type === 'PREMIUM_RATE') checks.push(check('phone_premium', 'danger', { areaCode: '' }));
    if (type === 'TOLL_FREE') checks.push(check('phone_toll_free', 'info', { areaCode: '' }));
  }
  checks.push(SPOOFING);

  return {
    kind: 'phone',
    normalized: parsed.number,
    display: callingCode === '1' ? parsed.formatNational() : parsed.formatInternational(),
    country,
    callingCode,
    checks,
  };
}
