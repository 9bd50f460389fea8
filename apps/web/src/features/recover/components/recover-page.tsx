import {
  RECOVERY_PAYMENTS,
  type AnalysisContacts,
  type AnalysisResult,
  type Contact,
  type RecoveryPayment,
  type StoredEvidencePackage,
} from '@scambuddy/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.js';
import { ContactValue } from '../../../components/analysis-result/contact-value.js';
import { copyText } from '../../../components/analysis-result/copy-text.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { FTC_REPORT_URL } from '../../../config/emergency-numbers.js';
import { cx } from '../../../lib/class-names.js';
import { StateSelect } from '../../analyze/components/optional-selectors.js';
import { useStates } from '../../analyze/api/get-states.js';
import { useSubmittedEvidence } from '../../protection/evidence/api/evidence-api.js';
import { useReport } from '../../report/api/get-report.js';
import { useRecoveryContacts } from '../api/get-recovery-contacts.js';
import {
  buildRecoveryPacket,
  draftText,
  type ReportDraft,
  type StepClock,
  type Translate,
} from '../model/recovery-packet.js';
import './recover.css';

const IC3_URL = 'https://www.ic3.gov/';

const CLOCK_CLASSES: Record<StepClock, string> = {
  now: 'border-danger bg-danger-soft text-danger',
  today: 'border-warning bg-warning-soft text-warning',
  thisWeek: 'border-primary bg-primary-soft text-primary',
  always: 'border-line bg-canvas text-ink',
};

/**
 * Packages the person collected for this report: those that name it as their `analysisId`
 * (issue 10). A package without one, made before the link existed or on its own, still counts
 * when it has the same id or names the report in its title or description.
 */
export function evidenceForReport(
  packages: readonly StoredEvidencePackage[],
  reportId: string,
): StoredEvidencePackage[] {
  return packages.filter((item) =>
    item.analysisId === undefined
      ? item.reportId === reportId ||
        item.title.includes(reportId) ||
        item.description.includes(reportId)
      : item.analysisId === reportId,
  );
}

/** Report-and-recover packet (issue 10) at /report/:id/recover; works for anonymous reports. */
export function RecoverPage() {
  const { t } = useTranslation(['recover', 'report']);
  const { id = '' } = useParams();
  const report = useReport(id);

  if (report.isPending) {
    return (
      <PageFrame title={t('page.title')}>
        <p role="status" className="text-xl">
          {t('page.loading')}
        </p>
      </PageFrame>
    );
  }
  if (report.isError) {
    return (
      <PageFrame title={t('page.notFoundTitle')} description={t('page.notFoundText')}>
        <LinkButton to={paths.home.href()}>{t('page.returnHome')}</LinkButton>
      </PageFrame>
    );
  }
  return (
    <RecoverPacket
      reportId={report.data.id}
      result={report.data.result}
      createdAt={report.data.createdAt}
    />
  );
}

function RecoverPacket({
  reportId,
  result,
  createdAt,
}: {
  reportId: string;
  result: AnalysisResult;
  createdAt: string;
}) {
  const { t, i18n } = useTranslation('recover');
  const [payment, setPayment] = useState<RecoveryPayment | null>(null);
  const analysisState = result.contacts.state_local.find((contact) => contact.state)?.state ?? '';
  const [chosenState, setChosenState] = useState<string | null>(null);
  const state = chosenState ?? analysisState;
  const states = useStates();
  const stateName = states.data?.find((entry) => entry.code === state)?.name;
  const evidence = useSubmittedEvidence();
  const attached = useMemo(
    () => evidenceForReport(evidence.data?.packages ?? [], reportId),
    [evidence.data, reportId],
  );
  const contacts = useRecoveryContacts({
    payment,
    state,
    scamType: result.scam_type,
    organisations: result.entities.organisations,
  });
  const checkedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(createdAt),
  );
  const translate: Translate = (key, params) => t(key, params ?? {});
  const packet =
    payment === null
      ? null
      : buildRecoveryPacket(
          {
            result,
            payment,
            checkedOn,
            ...(stateName ? { stateName } : {}),
            evidence: attached.map((item) => ({ reference: item.reportId, title: item.title })),
          },
          translate,
        );

  return (
    <PageFrame title={t('page.title')} description={t('page.description')}>
      <div data-printable-recover className="flex flex-col gap-6">
        <div className="flex flex-wrap gap-3" data-print-hide>
          <LinkButton variant="secondary" to={paths.report.href(reportId)}>
            {t('page.backToResult')}
          </LinkButton>
          {packet ? (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('page.print')}
            </Button>
          ) : null}
        </div>
        <p className="text-lg" dir="auto">
          {t('page.checkedOn', { date: checkedOn, scamType: t(`scamTypes.${result.scam_type}`) })}
        </p>
        <PacketForm
          payment={payment}
          onPayment={setPayment}
          state={state}
          onState={setChosenState}
        />
        {packet ? (
          <>
            <section
              aria-labelledby="recover-steps"
              className="rounded-card border border-line bg-surface p-6"
            >
              <h2 id="recover-steps" className="text-2xl font-bold">
                {t('steps.heading')}
              </h2>
              <ol className="mt-4 space-y-4" data-testid="recovery-steps">
                {packet.steps.map((step, index) => (
                  <li
                    key={step.id}
                    data-step={step.id}
                    className="flex flex-col gap-2 rounded-card border border-line p-4 sm:flex-row sm:items-start"
                  >
                    <span className="text-xl font-bold" aria-hidden="true">
                      {index + 1}.
                    </span>
                    <div className="flex-1">
                      <span
                        className={cx(
                          'inline-block rounded-control border-2 px-2 py-1 font-semibold',
                          CLOCK_CLASSES[step.clock],
                        )}
                      >
                        {t(`clocks.${step.clock}`)}
                      </span>
                      <p className="mt-2 text-lg">{t(`steps.${step.id}`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <ContactsSection contacts={contacts.data} isLoading={contacts.isPending} />
            <DraftsSection
              drafts={packet.drafts}
              contacts={contacts.data}
              hasState={state !== ''}
            />
            <EvidenceSection reportId={reportId} attached={attached} />
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}

function PacketForm({
  payment,
  onPayment,
  state,
  onState,
}: {
  payment: RecoveryPayment | null;
  onPayment: (payment: RecoveryPayment) => void;
  state: string;
  onState: (state: string) => void;
}) {
  const { t } = useTranslation('recover');
  const hintId = useId();
  return (
    <section
      aria-labelledby="recover-form"
      className="rounded-card border border-line bg-surface p-6"
      data-print-hide
    >
      <h2 id="recover-form" className="text-2xl font-bold">
        {t('form.heading')}
      </h2>
      <fieldset className="mt-4" aria-describedby={hintId}>
        <legend className="text-xl font-semibold">{t('form.paymentLegend')}</legend>
        <p id={hintId} className="mt-1 text-lg text-muted">
          {t('form.paymentHint')}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {RECOVERY_PAYMENTS.map((option) => (
            <label
              key={option}
              className={cx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border-2 px-4 py-3 text-lg',
                payment === option ? 'border-primary bg-primary-soft font-semibold' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="recovery-payment"
                value={option}
                checked={payment === option}
                onChange={() => onPayment(option)}
                className="h-6 w-6 shrink-0"
              />
              {t(`payments.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 max-w-md">
        <StateSelect value={state} onChange={onState} />
      </div>
    </section>
  );
}

function ContactList({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className="mt-2 space-y-3">
      {contacts.map((contact) => (
        <li key={contact.id} className="rounded-control border border-line p-3">
          <p className="font-semibold" dir="auto">
            {contact.name}
          </p>
          <p className="mt-1 text-lg">
            {contact.phone || contact.website ? (
              <ContactValue value={contact.contact} />
            ) : (
              // A plain instruction ("the number on the back of your card"), never a link.
              <span dir="auto">{contact.contact}</span>
            )}
          </p>
          {contact.complaintUrl && contact.complaintUrl !== contact.contact ? (
            <p className="mt-1 text-lg">
              <ContactValue value={contact.complaintUrl} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ContactsSection({
  contacts,
  isLoading,
}: {
  contacts: AnalysisContacts | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation(['recover', 'report']);
  const lists = [
    { field: 'financial', labelKey: 'report:results.help.financial' },
    { field: 'state_local', labelKey: 'report:results.help.stateLocal' },
    { field: 'law_enforcement', labelKey: 'report:results.help.lawEnforcement' },
  ] as const;
  return (
    <section
      aria-labelledby="recover-contacts"
      className="rounded-card border border-line bg-surface p-6"
      data-contacts
    >
      <h2 id="recover-contacts" className="text-2xl font-bold">
        {t('contacts.heading')}
      </h2>
      {isLoading || !contacts ? (
        <p role="status" className="mt-3 text-lg">
          {t('contacts.loading')}
        </p>
      ) : (
        lists
          .filter(({ field }) => contacts[field].length > 0)
          .map(({ field, labelKey }) => (
            <div key={field} className="mt-4">
              <h3 className="text-xl font-bold">{t(labelKey)}</h3>
              <ContactList contacts={contacts[field]} />
            </div>
          ))
      )}
    </section>
  );
}

function DraftsSection({
  drafts,
  contacts,
  hasState,
}: {
  drafts: readonly ReportDraft[];
  contacts: AnalysisContacts | undefined;
  hasState: boolean;
}) {
  const { t } = useTranslation('recover');
  const ic3 = contacts?.law_enforcement.find((contact) => contact.id === 'ic3');
  const ag = contacts?.state_local[0];

  const copy = async (draft: ReportDraft) => {
    const copied = await copyText(draftText(draft));
    toast(
      copied
        ? { title: t('drafts.copied') }
        : { variant: 'destructive', title: t('drafts.copyFailed') },
    );
  };

  const where = (draft: ReportDraft) => {
    switch (draft.target) {
      case 'ftc':
        return <FormLink url={FTC_REPORT_URL} />;
      case 'ic3':
        return <FormLink url={ic3?.complaintUrl ?? IC3_URL} />;
      case 'ag':
        if (ag) {
          return (
            <p className="mt-2 text-lg">
              {t('drafts.agContact', {
                name: ag.name,
                contact: ag.complaintUrl ?? ag.website ?? ag.contact,
              })}
            </p>
          );
        }
        return (
          <p className="mt-2 text-lg">
            {hasState ? t('contacts.loading') : t('drafts.chooseState')}
          </p>
        );
      case 'bank':
        return <p className="mt-2 text-lg">{t('drafts.bankWhere')}</p>;
    }
  };

  return (
    <section
      aria-labelledby="recover-drafts"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2 id="recover-drafts" className="text-2xl font-bold">
        {t('drafts.heading')}
      </h2>
      <p className="mt-2 text-lg">{t('drafts.help')}</p>
      <ul className="mt-4 space-y-6">
        {drafts.map((draft) => {
          const title = t(`drafts.titles.${draft.target}`);
          return (
            <li
              key={draft.target}
              className="rounded-card border border-line p-4"
              data-draft={draft.target}
            >
              <h3 className="text-xl font-bold">{title}</h3>
              {where(draft)}
              <pre
                className="mt-3 whitespace-pre-wrap break-words rounded-control border border-line bg-canvas p-3 font-sans text-lg"
                dir="auto"
                data-testid={`draft-${draft.target}`}
              >
                {draftText(draft)}
              </pre>
              <Button
                variant="secondary"
                className="mt-3"
                data-print-hide
                aria-label={t('drafts.copyFor', { target: title })}
                onClick={() => void copy(draft)}
              >
                {t('drafts.copy')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FormLink({ url }: { url: string }) {
  const { t } = useTranslation('recover');
  return (
    <p className="mt-2 text-lg">
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        data-url-shown
        className="font-semibold text-primary underline"
      >
        {t('drafts.openForm', { url })}
      </a>
    </p>
  );
}

function EvidenceSection({
  reportId,
  attached,
}: {
  reportId: string;
  attached: readonly StoredEvidencePackage[];
}) {
  const { t } = useTranslation('recover');
  return (
    <section
      aria-labelledby="recover-evidence"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2 id="recover-evidence" className="text-2xl font-bold">
        {t('evidence.heading')}
      </h2>
      {attached.length > 0 ? (
        <>
          <p className="mt-2 text-lg">{t('evidence.attached')}</p>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-lg">
            {attached.map((item) => (
              <li key={item.reportId} dir="auto">
                {t('evidence.item', { title: item.title, reference: item.reportId })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="mt-2 text-lg">{t('evidence.none')}</p>
          <p className="mt-3" data-print-hide>
            <Link
              to={paths.features.href({ tab: 'evidence', analysis: reportId })}
              className="text-lg font-semibold text-primary underline"
            >
              {t('evidence.collect')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
