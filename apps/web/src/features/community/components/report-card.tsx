import {
  amountLostDollars,
  shortReportId,
  similarReportsBadgeColour,
  verificationBadge,
  type CommunityReport,
} from '@scambuddy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { cx } from '../../../lib/class-names.js';
import { useMarkHelpful } from '../api/community-api.js';

/** Similar-report badge colours of spec part 2 §9; the count is always written out too. */
const SIMILAR_BADGE_CLASSES = {
  red: 'border-danger bg-danger-soft text-danger',
  orange: 'border-warning bg-warning-soft text-warning',
  yellow: 'border-[#8a6d00] bg-[#fff6cc] text-[#4d3b00]',
  blue: 'border-primary bg-primary-soft text-primary',
} as const;

const badgeBase =
  'inline-flex items-center gap-1 rounded-full border-2 px-3 py-1 text-lg font-semibold';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}:</dt>
      <dd dir="auto" className="break-all">
        {children}
      </dd>
    </div>
  );
}

/** One report card with every field and badge rule of spec part 2 §2.1, §4 and §9. */
export function ReportCard({ report }: { report: CommunityReport }) {
  const { t, i18n } = useTranslation('community');
  const helpful = useMarkHelpful();
  const shortId = shortReportId(report.id);
  const similarColour = similarReportsBadgeColour(report.reportCount, report.isVerified);
  const verification = verificationBadge(report);
  const dollars = amountLostDollars(report.amountLost);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(report.createdAt),
  );
  const titleId = `report-${report.id}-title`;

  const markHelpful = () => {
    helpful.mutate(report.id, {
      onError: () => toast({ variant: 'destructive', title: t('card.voteFailed') }),
    });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 text-ink shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg text-muted">{t('card.reportNumber', { id: shortId })}</span>
        {verification?.kind === 'verified' ? (
          <span className={cx(badgeBase, 'border-success bg-success-soft text-success')}>
            <span aria-hidden="true">✓</span>
            {t('card.verifiedBy', { source: verification.source })}
          </span>
        ) : null}
        {verification?.kind === 'pending' ? (
          <span className={cx(badgeBase, 'border-line bg-canvas text-muted')}>
            {t('card.verificationPending')}
          </span>
        ) : null}
        {similarColour ? (
          <span
            className={cx(badgeBase, SIMILAR_BADGE_CLASSES[similarColour])}
            data-colour={similarColour}
            data-testid="similar-badge"
          >
            {t('card.similar', { count: report.reportCount })}
          </span>
        ) : null}
      </div>
      <h3 id={titleId} dir="auto" className="text-2xl font-bold">
        {report.title}
      </h3>
      <p dir="auto" className="whitespace-pre-line text-lg">
        {report.description}
      </p>
      <dl className="grid gap-1 text-lg sm:grid-cols-2">
        <Field label={t('card.category')}>{t(`categories.${report.category}`)}</Field>
        {report.scamType ? (
          <Field label={t('card.scamType')}>{t(`scamTypes.${report.scamType}`)}</Field>
        ) : null}
        {report.location ? <Field label={t('card.location')}>{report.location}</Field> : null}
        {report.phoneNumber ? <Field label={t('card.phone')}>{report.phoneNumber}</Field> : null}
        {report.emailAddress ? <Field label={t('card.email')}>{report.emailAddress}</Field> : null}
        {report.websiteUrl ? (
          <Field label={t('card.website')}>
            {report.websiteUrl} <span className="text-muted">({t('card.websiteWarning')})</span>
          </Field>
        ) : null}
        <Field label={t('card.amountLost')}>
          {dollars === null ? t('card.noAmount') : money.format(dollars)}
        </Field>
      </dl>
      {report.tags.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">{t('card.tags')}:</span>
          <ul className="flex flex-wrap gap-2">
            {report.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-primary-soft px-3 py-1 text-lg text-ink">
                {t(`tags.${tag}`, { defaultValue: tag })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-lg text-muted">{t('card.reportedOn', { date })}</span>
        <Button
          variant="secondary"
          className="text-lg"
          aria-pressed={report.viewerFoundHelpful}
          aria-describedby={titleId}
          disabled={report.viewerFoundHelpful || helpful.isPending}
          onClick={markHelpful}
        >
          <span>
            {report.viewerFoundHelpful
              ? t('card.helpfulVoted', { count: report.upvotes })
              : t('card.helpful', { count: report.upvotes })}
          </span>
        </Button>
      </div>
    </article>
  );
}
