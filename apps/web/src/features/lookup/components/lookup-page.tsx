import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { LookupError, useLookup } from '../api/lookup-api.js';
import { LOOKUP_EXAMPLES, messageKeyOf, queryProblem } from '../model/lookup-query.js';
import { LookupResult } from './lookup-result.js';

const fieldClassName =
  'mt-2 block min-h-12 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-xl text-ink';

/**
 * Caller and link lookup (/lookup, issue 10): one field for a phone number or a web address,
 * and what the product knows about it. The query lives in the address (?q=…) so a result can
 * be linked to and the Back button works.
 */
export function LookupPage() {
  const { t } = useTranslation('lookup');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('q');
  const [text, setText] = useState(asked ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const lookup = useLookup(asked !== null && queryProblem(asked) === null ? asked.trim() : null);

  // A link or Back to another ?q= fills the field with it.
  useEffect(() => {
    if (asked !== null) setText(asked);
  }, [asked]);

  function ask(value: string) {
    const key = queryProblem(value);
    if (key !== null) {
      setProblem(t(`errors.${key}`));
      return;
    }
    setProblem(null);
    setSearchParams({ q: value.trim() });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(text);
  }

  let refusal: string | null = null;
  // A link may carry a query the form would not have sent.
  const askedProblem = asked === null ? null : queryProblem(asked);
  if (askedProblem !== null && problem === null) refusal = t(`errors.${askedProblem}`);
  if (lookup.isError) {
    const error = lookup.error;
    if (error instanceof LookupError && error.status === 429) refusal = t('errors.tooMany');
    else if (error instanceof LookupError && error.status < 500)
      refusal = t(`errors.${messageKeyOf(error.serverMessage) ?? 'notRecognised'}`);
    else refusal = t('errors.failed');
  }

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <form role="search" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="text-xl font-semibold">
          {t('form.label')}
        </label>
        <p id={hintId} className="mt-1 text-lg text-muted">
          {t('form.hint')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input
            id={inputId}
            name="q"
            type="text"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={problem ? true : undefined}
            className={fieldClassName}
          />
          <Button type="submit" className="min-h-12 shrink-0 whitespace-nowrap text-xl sm:w-auto">
            {t('form.submit')}
          </Button>
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="mt-2 text-lg font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {problem}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-2 text-lg">
          <span>{t('form.examples')}</span>
          {LOOKUP_EXAMPLES.map((example) => (
            <Button
              key={example}
              type="button"
              variant="secondary"
              className="text-lg"
              dir="ltr"
              onClick={() => {
                setText(example);
                ask(example);
              }}
            >
              {example}
            </Button>
          ))}
        </div>
      </form>

      <div aria-live="polite" className="mt-8">
        {lookup.isFetching && !lookup.data ? <p className="text-lg">{t('loading')}</p> : null}
        {refusal ? (
          <p role="alert" className="text-lg font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {refusal}
          </p>
        ) : null}
      </div>
      {lookup.data && !lookup.isError ? <LookupResult result={lookup.data} /> : null}

      <p className="mt-10 text-lg">
        <Link to={paths.home.href()} className="inline-flex min-h-11 items-center font-semibold">
          {t('analyzeInstead')}
        </Link>
      </p>
    </PageFrame>
  );
}
