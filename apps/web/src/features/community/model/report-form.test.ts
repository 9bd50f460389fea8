import { COMMUNITY_REPORT_MESSAGES } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/community.json' with { type: 'json' };
import { NO_FILTERS, reportsUrl } from './reports-query.js';
import {
  EMPTY_REPORT_FORM,
  checkReportForm,
  fieldErrorsFromServer,
  parseAmount,
  toSubmissionInput,
} from './report-form.js';

const valid = {
  ...EMPTY_REPORT_FORM,
  title: 'Caller said he was from Medicare',
  description:
    'He asked for my Medicare number to send a new card and kept me on the line for an hour.',
  category: 'phone-scam',
};

describe('the submit form', () => {
  it('turns an empty amount into undefined and reads dollars', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount(' $1,250.50 ')).toBe(1250.5);
    expect(toSubmissionInput(valid)).not.toHaveProperty('amountLost');
    expect(toSubmissionInput({ ...valid, amountLost: '19.99' }).amountLost).toBe(19.99);
  });

  it('passes a valid form and names each bad field by its catalog key', () => {
    expect(checkReportForm(valid).ok).toBe(true);
    const checked = checkReportForm({
      ...EMPTY_REPORT_FORM,
      title: 'short',
      description: 'too short',
      emailAddress: 'nope',
      websiteUrl: 'nope',
      amountLost: '-5',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: 'titleTooShort',
        description: 'descriptionTooShort',
        category: 'categoryRequired',
        emailAddress: 'emailInvalid',
        websiteUrl: 'websiteInvalid',
        amountLost: 'amountInvalid',
      },
    });
  });

  it('reads the server’s field problems back into catalog keys', () => {
    expect(
      fieldErrorsFromServer(
        `title: ${COMMUNITY_REPORT_MESSAGES.titleTooLong}; category: ${COMMUNITY_REPORT_MESSAGES.categoryRequired}`,
      ),
    ).toEqual({ title: 'titleTooLong', category: 'categoryRequired' });
  });

  it('has the English catalog say exactly what the shared schema says', () => {
    expect(en.validation).toEqual(COMMUNITY_REPORT_MESSAGES);
  });
});

describe('reportsUrl', () => {
  it('asks for 20 from page × 20 with the filters of spec part 2 §7', () => {
    expect(reportsUrl(NO_FILTERS, 0)).toBe(
      '/api/community/reports?q=&category=&verified=&limit=20&offset=0',
    );
    expect(reportsUrl({ q: ' gift cards ', category: 'email-scam', verified: 'true' }, 2)).toBe(
      '/api/community/reports?q=gift+cards&category=email-scam&verified=true&limit=20&offset=40',
    );
  });
});
