import { EVIDENCE_UPLOAD_ACCEPT } from '@scambuddy/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths.js';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card.js';
import { toast } from '../../../../components/ui/toast-store.js';
import { downloadJson } from '../../lib/download-json.js';
import { useSubmitEvidence } from '../api/evidence-api.js';
import { captureScreenshot } from '../model/capture-screenshot.js';
import {
  addEvidenceItem,
  buildEvidenceExport,
  createEvidencePackage,
  makeCallLogItem,
  makeFileItem,
  makeScreenshotItem,
  makeTextItem,
  markSubmitted,
  toPackageData,
  type CollectedItem,
  type EvidencePackage,
} from '../model/evidence-package.js';
import { CallLogForm, TextEvidenceForm } from './evidence-forms.js';
import { EvidenceItemList } from './evidence-item-list.js';
import { EvidenceReport } from './evidence-report.js';
import { SubmittedPackages } from './submitted-packages.js';

type OpenForm = 'text' | 'callLog' | null;

const newItemId = () => crypto.randomUUID();

/**
 * One line saying where this evidence goes when it was opened from a result's recovery steps
 * (`/features?tab=evidence&analysis=<id>`, issue 10), with the way back there.
 */
function AttachNotice({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation('protection');
  return (
    <p className="mt-4 text-lg" data-attach-notice data-print-hide>
      {t('evidence.attach.notice')}{' '}
      <Link
        to={paths.recover.href(analysisId)}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        {t('evidence.attach.back')}
      </Link>
    </p>
  );
}

/**
 * Spec part 2 §2.4: gather screenshots, files, notes and call logs into one package. Given an
 * `analysisId`, a package started here carries it, so the recovery steps of that result list it.
 */
export function EvidencePanel({ analysisId }: { analysisId?: string | undefined }) {
  const { t, i18n } = useTranslation('protection');
  const [pkg, setPkg] = useState<EvidencePackage | null>(null);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const descriptionId = useId();
  const submit = useSubmitEvidence();
  const fileUrls = useRef<string[]>([]);

  // Local file URLs are released when the page goes away.
  useEffect(() => () => fileUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const keepUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    fileUrls.current.push(url);
    return url;
  };
  const add = (item: CollectedItem) =>
    setPkg((current) => current && addEvidenceItem(current, item));

  const start = () => {
    const now = new Date();
    setPkg(
      createEvidencePackage(
        now,
        t('evidence.defaultTitle', { date: now.toLocaleDateString(i18n.language) }),
        analysisId,
      ),
    );
    toast({
      title: t('evidence.toasts.startedTitle'),
      description: t('evidence.toasts.startedDescription'),
    });
  };

  const takeScreenshot = async () => {
    try {
      const blob = await captureScreenshot();
      add(
        makeScreenshotItem(
          blob,
          keepUrl(blob),
          { title: t('evidence.screenshotTitle'), location: window.location.host },
          newItemId(),
          new Date(),
        ),
      );
      toast({
        title: t('evidence.toasts.screenshotTitle'),
        description: t('evidence.toasts.screenshotDescription'),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: t('evidence.toasts.captureFailedTitle'),
        description: t('evidence.toasts.captureFailedDescription'),
      });
    }
  };

  const addFiles = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length === 0) return;
    const now = new Date();
    for (const file of chosen) add(makeFileItem(file, keepUrl(file), newItemId(), now));
    toast({
      title: t('evidence.toasts.filesTitle'),
      description: t('evidence.toasts.filesDescription', { count: chosen.length }),
    });
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const addText = (input: { text: string; title: string }) => {
    const item = makeTextItem(
      { ...input, defaultTitle: t('evidence.textForm.defaultTitle') },
      newItemId(),
      new Date(),
    );
    setOpenForm(null);
    if (!item) return;
    add(item);
    toast({
      title: t('evidence.toasts.textTitle'),
      description: t('evidence.toasts.textDescription'),
    });
  };

  const addCallLog = (input: { phoneNumber: string; callerName: string; details: string }) => {
    const item = makeCallLogItem(input, newItemId(), new Date());
    if (!item) {
      toast({ variant: 'destructive', title: t('evidence.callLogForm.missing') });
      return;
    }
    setOpenForm(null);
    add(item);
    toast({
      title: t('evidence.toasts.callLogTitle'),
      description: t('evidence.toasts.callLogDescription'),
    });
  };

  const submitPackage = () => {
    if (!pkg) return;
    submit.mutate(toPackageData(pkg), {
      onSuccess: (reportId) => {
        setPkg((current) => current && markSubmitted(current, reportId));
        toast({
          title: t('evidence.toasts.submittedTitle'),
          description: t('evidence.toasts.submittedDescription', { id: reportId }),
        });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('evidence.toasts.submitFailedTitle'),
          description: t('evidence.toasts.submitFailedDescription'),
        }),
    });
  };

  if (!pkg) {
    return (
      <div className="grid gap-6">
        <Card>
          <CardTitle>{t('evidence.title')}</CardTitle>
          <CardDescription>{t('evidence.description')}</CardDescription>
          {analysisId === undefined ? null : <AttachNotice analysisId={analysisId} />}
          <Button className="mt-6" onClick={start}>
            {t('evidence.start')}
          </Button>
        </Card>
        <SubmittedPackages />
      </div>
    );
  }

  const collecting = pkg.status === 'collecting';
  return (
    <div className="grid gap-6">
      <Card data-print-hide>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle dir="auto">{pkg.title}</CardTitle>
            <p className="mt-1 text-muted">
              {t('evidence.startedAt', {
                date: new Date(pkg.createdAt).toLocaleString(i18n.language),
              })}
              {' · '}
              {t('evidence.itemCount', { count: pkg.items.length })}
            </p>
          </div>
          <span
            className={
              collecting
                ? 'rounded-full border-2 border-primary bg-primary-soft px-3 py-1 font-semibold text-primary'
                : 'rounded-full border-2 border-success bg-success-soft px-3 py-1 font-semibold text-success'
            }
          >
            {t(`evidence.status.${pkg.status}`)}
          </span>
        </div>
        {pkg.analysisId === undefined ? null : <AttachNotice analysisId={pkg.analysisId} />}
        {pkg.reportId ? (
          <p className="mt-3 font-semibold" role="status">
            {t('evidence.reportId', { id: pkg.reportId })}
          </p>
        ) : null}

        <label htmlFor={descriptionId} className="mt-4 block font-semibold">
          {t('evidence.descriptionLabel')}
        </label>
        <textarea
          id={descriptionId}
          value={pkg.description}
          readOnly={!collecting}
          rows={3}
          dir="auto"
          placeholder={t('evidence.descriptionPlaceholder')}
          onChange={(event) => {
            const description = event.target.value;
            setPkg((current) => current && { ...current, description });
          }}
          className="mt-1 w-full rounded-control border-2 border-line bg-surface p-3 text-lg"
        />

        {collecting ? (
          <div className="mt-6">
            <h3 className="text-lg font-bold">{t('evidence.toolsHeading')}</h3>
            <div className="mt-3 grid gap-3 sm:grid-cols-4">
              <Button variant="secondary" onClick={() => void takeScreenshot()}>
                {t('evidence.tools.screenshot')}
              </Button>
              <Button variant="secondary" onClick={() => fileInputRef.current?.click()}>
                {t('evidence.tools.upload')}
              </Button>
              <Button
                variant="secondary"
                aria-expanded={openForm === 'text'}
                onClick={() => setOpenForm(openForm === 'text' ? null : 'text')}
              >
                {t('evidence.tools.text')}
              </Button>
              <Button
                variant="secondary"
                aria-expanded={openForm === 'callLog'}
                onClick={() => setOpenForm(openForm === 'callLog' ? null : 'callLog')}
              >
                {t('evidence.tools.callLog')}
              </Button>
            </div>
            <input
              ref={fileInputRef}
              type="file"
              multiple
              accept={EVIDENCE_UPLOAD_ACCEPT}
              aria-label={t('evidence.tools.upload')}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => addFiles(event.target.files)}
            />
            <div className="mt-4">
              {openForm === 'text' ? (
                <TextEvidenceForm onAdd={addText} onCancel={() => setOpenForm(null)} />
              ) : null}
              {openForm === 'callLog' ? (
                <CallLogForm onAdd={addCallLog} onCancel={() => setOpenForm(null)} />
              ) : null}
            </div>
          </div>
        ) : null}

        <h3 className="mt-6 text-lg font-bold">{t('evidence.itemsHeading')}</h3>
        <div className="mt-3">
          <EvidenceItemList items={pkg.items} />
        </div>

        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              const { fileName, data } = buildEvidenceExport(pkg);
              downloadJson(fileName, data);
            }}
          >
            {t('evidence.export')}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('evidence.print')}
          </Button>
          {collecting ? (
            <Button onClick={submitPackage} disabled={submit.isPending || pkg.items.length === 0}>
              {submit.isPending ? t('evidence.submitting') : t('evidence.submit')}
            </Button>
          ) : null}
        </div>
        {collecting && pkg.items.length === 0 ? (
          <p className="mt-2 text-muted">{t('evidence.submitNeedsItems')}</p>
        ) : null}
        <p className="mt-6 text-muted">
          {window.location.protocol === 'https:'
            ? t('evidence.footer')
            : t('evidence.footerUnencrypted')}
        </p>
      </Card>
      <div data-print-hide>
        <SubmittedPackages />
      </div>
      <EvidenceReport pkg={pkg} />
    </div>
  );
}
