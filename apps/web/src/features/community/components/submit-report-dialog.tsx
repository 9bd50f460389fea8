import {
  COMMUNITY_CATEGORIES,
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_SCAM_TYPES,
  COMMUNITY_TITLE_MAX,
} from '@scambuddy/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { SubmitReportError, useSubmitReport } from '../api/community-api.js';
import {
  EMPTY_REPORT_FORM,
  checkReportForm,
  fieldErrorsFromServer,
  type FieldErrors,
  type ReportFormField,
  type ReportFormValues,
} from '../model/report-form.js';
import { fieldClassName } from './report-filters.js';

interface FieldProps {
  field: ReportFormField;
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
}

/** A labelled field with its hint and its error, both read out with the input. */
function FormField({ field, label, required, error, hint, children }: FieldProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field={field}>
      <label htmlFor={id} className="text-lg font-semibold">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
            <span className="sr-only"> ({t('dialog.required')})</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-lg text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-lg font-semibold text-danger">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Submit Report and its dialog (spec part 2 §2.1, §4, §5, §8): checked on submit with the shared
 * schema; "Submitting..." and disabled while the call is pending; on success the form resets and
 * the dialog closes with the Report Submitted toast; on failure the Submission Failed toast.
 */
export function SubmitReportDialog() {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitReport();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // What was typed stays for a second try; the old problems do not.
    if (!next) setErrors({});
  };

  const set = (field: ReportFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const errorText = (field: ReportFormField) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = (Object.keys(EMPTY_REPORT_FORM) as ReportFormField[]).find((f) => found[f]);
    if (!first) return;
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          `[data-field="${first}"] input, [data-field="${first}"] textarea, [data-field="${first}"] select`,
        )
        ?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReportForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    submit.mutate(checked.submission, {
      onSuccess: (result) => {
        setValues(EMPTY_REPORT_FORM);
        setOpen(false);
        if (result.status === 'published') {
          toast({ title: t('toast.submitted'), description: t('toast.submittedDescription') });
        } else {
          toast({
            title: t('toast.held'),
            description: t(`toast.heldDescription.${result.reason}`),
          });
        }
      },
      onError: (error) => {
        const fromServer =
          error instanceof SubmitReportError && error.code === 'VALIDATION_FAILED'
            ? fieldErrorsFromServer(error.serverMessage ?? '')
            : {};
        setErrors(fromServer);
        focusFirstError(fromServer);
        const description =
          error instanceof SubmitReportError && error.code === 'RATE_LIMITED'
            ? t('toast.rateLimited')
            : Object.keys(fromServer).length > 0
              ? t('toast.invalid')
              : t('toast.failedDescription');
        toast({ variant: 'destructive', title: t('toast.failed'), description });
      },
    });
  };

  /** The render function FormField calls with the input's id and ARIA wiring. */
  const textInput =
    (field: ReportFormField, type = 'text', extra: Record<string, string> = {}) =>
    (props: Parameters<FieldProps['children']>[0]) => (
      <input
        {...props}
        {...extra}
        type={type}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        className={fieldClassName}
      />
    );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button className="text-lg">{t('submitButton')}</Button>
      </DialogTrigger>
      <DialogContent
        title={t('dialog.title')}
        description={t('dialog.description')}
        closeLabel={t('dialog.close')}
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            field="title"
            label={t('dialog.fields.title')}
            required
            error={errorText('title')}
          >
            {textInput('title', 'text', {
              placeholder: t('dialog.fields.titlePlaceholder'),
              maxLength: String(COMMUNITY_TITLE_MAX + 50),
            })}
          </FormField>
          <FormField
            field="description"
            label={t('dialog.fields.description')}
            required
            error={errorText('description')}
            hint={t('dialog.counter', {
              count: values.description.trim().length,
              max: COMMUNITY_DESCRIPTION_MAX,
            })}
          >
            {(props) => (
              <textarea
                {...props}
                rows={6}
                value={values.description}
                placeholder={t('dialog.fields.descriptionPlaceholder')}
                onChange={(event) => set('description')(event.target.value)}
                className={`${fieldClassName} min-h-36`}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              field="category"
              label={t('dialog.fields.category')}
              required
              error={errorText('category')}
            >
              {(props) => (
                <select
                  {...props}
                  value={values.category}
                  onChange={(event) => set('category')(event.target.value)}
                  className={fieldClassName}
                >
                  <option value="">{t('dialog.fields.categoryPlaceholder')}</option>
                  {COMMUNITY_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`categories.${category}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              field="scamType"
              label={t('dialog.fields.scamType')}
              error={errorText('scamType')}
            >
              {(props) => (
                <select
                  {...props}
                  value={values.scamType}
                  onChange={(event) => set('scamType')(event.target.value)}
                  className={fieldClassName}
                >
                  <option value="">{t('dialog.fields.scamTypePlaceholder')}</option>
                  {COMMUNITY_SCAM_TYPES.map((scamType) => (
                    <option key={scamType} value={scamType}>
                      {t(`scamTypes.${scamType}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              field="location"
              label={t('dialog.fields.location')}
              error={errorText('location')}
            >
              {textInput('location', 'text', { autoComplete: 'address-level2' })}
            </FormField>
            <FormField
              field="phoneNumber"
              label={t('dialog.fields.phoneNumber')}
              error={errorText('phoneNumber')}
            >
              {textInput('phoneNumber', 'tel', { autoComplete: 'off' })}
            </FormField>
            <FormField
              field="emailAddress"
              label={t('dialog.fields.emailAddress')}
              error={errorText('emailAddress')}
            >
              {textInput('emailAddress', 'email', { autoComplete: 'off' })}
            </FormField>
            <FormField
              field="websiteUrl"
              label={t('dialog.fields.websiteUrl')}
              error={errorText('websiteUrl')}
            >
              {textInput('websiteUrl', 'text', {
                autoComplete: 'off',
                inputMode: 'url',
                placeholder: 'example.com',
              })}
            </FormField>
            <FormField
              field="amountLost"
              label={t('dialog.fields.amountLost')}
              error={errorText('amountLost')}
              hint={t('dialog.fields.amountHint')}
            >
              {textInput('amountLost', 'number', { min: '0', step: '0.01', inputMode: 'decimal' })}
            </FormField>
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" className="text-lg" onClick={() => changeOpen(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" className="text-lg" disabled={submit.isPending}>
              {submit.isPending ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
