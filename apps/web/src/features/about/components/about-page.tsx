import {
  FRAUD_LOSSES_BY_CONTACT_METHOD_2024,
  FRAUD_LOSSES_SOURCE,
  LANGUAGES,
  lossesAge60PlusMillionsUsd,
  type AboutFacts,
} from '@scambuddy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { useAboutFacts } from '../api/about-facts.js';

const VALUE_IDS = ['plainWords', 'privacy', 'sourcedFacts', 'noBlame'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-6">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-5">
      <dt className="text-lg text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{value}</dd>
      {detail ? <dd className="mt-1 text-base text-muted">{detail}</dd> : null}
    </div>
  );
}

/** Shares as percentages in the reader's locale: 0.9388 → 93.9 %, 0.0073 → 0.73 %. */
function usePercent() {
  const { i18n } = useTranslation();
  return (share: number | null, digits: number) =>
    share === null
      ? '—'
      : new Intl.NumberFormat(i18n.language, {
          style: 'percent',
          maximumFractionDigits: digits,
        }).format(share);
}

function Stats({ facts }: { facts: AboutFacts }) {
  const { t, i18n } = useTranslation('about');
  const percent = usePercent();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label={t('stats.sources')}
        value={number.format(facts.sources.configured)}
        detail={t('stats.sourcesDetail', {
          federal: number.format(facts.sources.federal),
          state: number.format(facts.sources.state),
          nonprofit: number.format(facts.sources.nonprofit),
        })}
      />
      <StatCard label={t('stats.languages')} value={number.format(LANGUAGES.length)} />
      <StatCard
        label={t('stats.schedule')}
        value={t('stats.scheduleValue', { count: facts.collectionIntervalHours })}
      />
      <StatCard label={t('stats.scamsHigh')} value={percent(facts.detection.scamsHigh, 1)} />
      <StatCard
        label={t('stats.alwaysOn')}
        value={t('stats.alwaysOnValue')}
        detail={t('stats.alwaysOnDetail')}
      />
    </dl>
  );
}

function Technology({ facts }: { facts: AboutFacts }) {
  const { t, i18n } = useTranslation('about');
  const percent = usePercent();
  const number = new Intl.NumberFormat(i18n.language);
  const { detection } = facts;
  return (
    <div className="mt-3 space-y-3 text-lg">
      <p>{t('technology.signals', { count: detection.signals })}</p>
      <p>{t('technology.model', { examples: number.format(detection.examples) })}</p>
      {detection.scamsHigh !== null && detection.legitimateHigh !== null ? (
        <p>
          {t('technology.measured', {
            scamsHigh: percent(detection.scamsHigh, 1),
            legitimateHigh: percent(detection.legitimateHigh, 2),
          })}
        </p>
      ) : null}
      {detection.auc !== null ? (
        <p>
          {t('technology.auc', {
            auc: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(
              detection.auc,
            ),
          })}
        </p>
      ) : null}
      <p>
        {t('technology.trained', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
            new Date(detection.trainedAt),
          ),
        })}
      </p>
      <p>
        {t('technology.sources', {
          count: facts.sources.active,
          hours: facts.collectionIntervalHours,
        })}
      </p>
      <p className="font-semibold">{t('technology.limits')}</p>
    </div>
  );
}

function Losses() {
  const { t, i18n } = useTranslation('about');
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumSignificantDigits: 3,
  });
  const wholeDollars = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const year = FRAUD_LOSSES_SOURCE.year;
  return (
    <>
      <p className="mt-2 text-lg font-semibold">
        {t('losses.age60Plus', { amount: money.format(lossesAge60PlusMillionsUsd() * 1e6), year })}
      </p>
      <p className="mt-2 text-lg">{t('losses.intro', { year })}</p>
      {/* Focusable so keyboard users can scroll the table when it is wider than the screen. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        <table className="w-full border-collapse text-start text-lg">
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pe-4 text-start">
                {t('losses.method')}
              </th>
              <th scope="col" className="py-2 pe-4 text-end">
                {t('losses.lost')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('losses.median')}
              </th>
            </tr>
          </thead>
          <tbody>
            {FRAUD_LOSSES_BY_CONTACT_METHOD_2024.map((row) => (
              <tr key={row.id} className="border-b border-line">
                <th scope="row" className="py-2 pe-4 text-start font-normal">
                  {t(`losses.methods.${row.id}`)}
                </th>
                <td className="py-2 pe-4 text-end font-semibold">
                  {money.format(row.lostMillionsUsd * 1e6)}
                </td>
                <td className="py-2 text-end">{wholeDollars.format(row.medianLossUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-base text-muted">{t('losses.note')}</p>
      <p className="mt-1 text-base text-muted">
        {t('losses.source')}{' '}
        <a
          href={FRAUD_LOSSES_SOURCE.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t(FRAUD_LOSSES_SOURCE.titleKey)}
        </a>
      </p>
    </>
  );
}

/**
 * About (/about), spec part 2 §2.12, with only claims the product can back (DELTAS row 6): the
 * source count, detection figures and schedule come from the server, the language count from the
 * contract's list, the loss figures from a cited FTC publication.
 */
export function AboutPage() {
  const { t } = useTranslation(['common', 'pages', 'about']);
  const facts = useAboutFacts();
  const factsState = facts.isPending ? (
    <p role="status" className="mt-3 text-lg">
      {t('about:stats.loading')}
    </p>
  ) : facts.isError ? (
    <p role="alert" className="mt-3 text-lg">
      {t('about:stats.failed')}
    </p>
  ) : null;

  return (
    <PageFrame title={t('common:titles.about')} description={t('pages:about.description')}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="about-stats">
          <h2 id="about-stats" className="mb-3 text-2xl font-bold text-ink">
            {t('about:stats.heading')}
          </h2>
          {facts.data ? <Stats facts={facts.data} /> : factsState}
        </section>
        <Section id="about-mission" title={t('about:mission.heading')}>
          <p className="mt-2 text-lg">{t('about:mission.text')}</p>
        </Section>
        <Section id="about-values" title={t('about:values.heading')}>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {VALUE_IDS.map((id) => (
              <li key={id}>
                <h3 className="text-xl font-bold">{t(`about:values.${id}.title`)}</h3>
                <p className="mt-1 text-lg">{t(`about:values.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="about-losses" title={t('about:losses.heading')}>
          <Losses />
        </Section>
        <Section id="about-team" title={t('about:team.heading')}>
          <p className="mt-2 text-lg">{t('about:team.text')}</p>
        </Section>
        <Section id="about-technology" title={t('about:technology.heading')}>
          {facts.data ? (
            <Technology facts={facts.data} />
          ) : (
            <p className="mt-3 text-lg font-semibold">{t('about:technology.limits')}</p>
          )}
        </Section>
        <Section id="about-join" title={t('about:join.heading')}>
          <p className="mt-2 text-lg">{t('about:join.text')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <LinkButton to={paths.home.path}>{t('about:join.check')}</LinkButton>
            <LinkButton to={paths.assessment.path} variant="secondary">
              {t('about:join.assessment')}
            </LinkButton>
            <LinkButton to={paths.community.path} variant="secondary">
              {t('about:join.community')}
            </LinkButton>
          </div>
        </Section>
      </div>
    </PageFrame>
  );
}
