import type { AnalysisResult } from '@scambuddy/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { lookupTargetsOf } from '../model/lookup-query.js';

/**
 * On an analysis result: the phone numbers and sites the message named, each a link to the
 * lookup (issue 10). Its own Suspense, so fetching the lookup catalog never blanks the result.
 */
export function EntityLookupLinks({ result }: { result: AnalysisResult }) {
  const targets = lookupTargetsOf(result);
  if (targets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LinksSection targets={targets} />
    </Suspense>
  );
}

function LinksSection({ targets }: { targets: readonly string[] }) {
  const { t } = useTranslation('lookup');
  return (
    <section
      aria-labelledby="result-lookup-links"
      className="rounded-card border border-line bg-surface p-6"
      data-print-hide
    >
      <h2 id="result-lookup-links" className="text-xl font-bold">
        {t('fromResult.heading')}
      </h2>
      <p className="mt-2 text-lg">{t('fromResult.intro')}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {targets.map((target) => (
          <li key={target}>
            <Link
              to={paths.lookup.href(target)}
              // Text flow, not flex: beside a long address (a shared page is offered whole) a
              // flex label shrank to a letter a line; in flow only the address breaks.
              className="inline-block min-h-11 py-2 text-lg font-semibold"
            >
              {t('fromResult.link')}{' '}
              <bdi dir="ltr" className="break-all">
                {target}
              </bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
