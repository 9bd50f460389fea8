import {
  CommunityReportSubmissionSchema,
  communityMessageKey,
  type CommunityReportMessageKey,
  type CommunityReportSubmissionInput,
} from '@scambuddy/contracts';

/** What the dialog's inputs hold: text, as typed. */
export interface ReportFormValues {
  title: string;
  description: string;
  category: string;
  scamType: string;
  location: string;
  phoneNumber: string;
  emailAddress: string;
  websiteUrl: string;
  amountLost: string;
}

export type ReportFormField = keyof ReportFormValues;

export const EMPTY_REPORT_FORM: ReportFormValues = {
  title: '',
  description: '',
  category: '',
  scamType: '',
  location: '',
  phoneNumber: '',
  emailAddress: '',
  websiteUrl: '',
  amountLost: '',
};

/** Spec part 2 §5: an empty amount becomes undefined; anything else must read as a number. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed.replace(/[$,\s]/g, ''));
}

export function toSubmissionInput(values: ReportFormValues): CommunityReportSubmissionInput {
  const amount = parseAmount(values.amountLost);
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    scamType: values.scamType,
    location: values.location,
    phoneNumber: values.phoneNumber,
    emailAddress: values.emailAddress.trim(),
    websiteUrl: values.websiteUrl.trim(),
    ...(amount === undefined ? {} : { amountLost: amount }),
  };
}

export type FieldErrors = Partial<Record<ReportFormField, CommunityReportMessageKey>>;

export type FormCheck =
  { ok: true; submission: CommunityReportSubmissionInput } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the one schema the server also uses (checked on submit, §5), and names the
 * first problem of each field by its catalog key.
 */
export function checkReportForm(values: ReportFormValues): FormCheck {
  const submission = toSubmissionInput(values);
  const parsed = CommunityReportSubmissionSchema.safeParse(submission);
  if (parsed.success) return { ok: true, submission };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in EMPTY_REPORT_FORM)) continue;
    const name = field as ReportFormField;
    errors[name] ??= communityMessageKey(issue.message) ?? 'fieldTooLong';
  }
  return { ok: false, errors };
}

/** The catalog key of each field problem the server named in "field: message; …". */
export function fieldErrorsFromServer(message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of message.split('; ')) {
    const separator = part.indexOf(': ');
    if (separator < 0) continue;
    const field = part.slice(0, separator);
    const key = communityMessageKey(part.slice(separator + 2));
    if (key && field in EMPTY_REPORT_FORM) errors[field as ReportFormField] ??= key;
  }
  return errors;
}
