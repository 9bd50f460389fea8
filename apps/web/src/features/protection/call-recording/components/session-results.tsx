import { callRiskBand } from '@scambuddy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardTitle } from '../../../../components/ui/card.js';
import { cx } from '../../../../lib/class-names.js';
import { downloadJson } from '../../lib/download-json.js';
import {
  buildCallSessionExport,
  countPiiByType,
  formatCallTimer,
  type CallSessionState,
} from '../model/call-session.js';

/** Spec §9 colours, always with the band in words too (nothing by colour alone). */
const BAND_STYLES = {
  red: 'bg-danger-soft text-danger border-danger',
  yellow: 'bg-warning-soft text-warning border-warning',
  green: 'bg-success-soft text-success border-success',
} as const;

/**
 * Spec §2.3: the Session Results card. The Show Raw toggle appears only when the server sent a
 * raw transcript, which it does for admins only (DELTAS row 1) — hiding it here is cosmetic.
 */
export function SessionResults({
  session,
}: {
  session: Exclude<CallSessionState, { status: 'idle' | 'recording' }>;
}) {
  const { t } = useTranslation('protection');
  const [showRaw, setShowRaw] = useState(false);
  const result = session.status === 'complete' ? session.result : null;
  const rawTranscript = result?.rawTranscript;
  const transcript =
    showRaw && rawTranscript !== undefined ? rawTranscript : (result?.filteredTranscript ?? '');
  const band = result ? callRiskBand(result.riskScore) : null;

  const exportSession = () => {
    const { fileName, data } = buildCallSessionExport(session);
    downloadJson(fileName, data);
  };

  return (
    <Card aria-labelledby="session-results-heading" role="region">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="session-results-heading">{t('call.results.title')}</CardTitle>
        {session.status === 'processing' ? (
          <span className="rounded-full border-2 border-primary bg-primary-soft px-3 py-1 font-semibold text-primary">
            {t('call.results.processing')}
          </span>
        ) : null}
        {result && band ? (
          <span className={cx('rounded-full border-2 px-3 py-1 font-semibold', BAND_STYLES[band])}>
            {t('call.results.riskBadge', {
              score: result.riskScore,
              band: t(`call.results.bands.${band}`),
            })}
          </span>
        ) : null}
      </div>

      {session.status === 'processing' ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t('call.results.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={66}
            className="h-3 w-full overflow-hidden rounded-full bg-primary-soft"
          >
            {/* Spec §9: fixed at 66; the server gives no progress to report. */}
            <div className="h-full w-[66%] bg-primary" />
          </div>
          <p className="mt-2 text-muted" role="status">
            {t('call.results.processingHint')}
          </p>
        </div>
      ) : null}

      {session.status === 'error' ? (
        <p className="mt-4 font-semibold text-danger" role="alert">
          {t('call.toasts.processingFailedDescription')}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Stat label={t('call.results.piiFiltered')} value={result ? result.piiItems.length : '—'} />
        <Stat label={t('call.results.riskScore')} value={result ? result.riskScore : '—'} />
        <Stat label={t('call.results.duration')} value={formatCallTimer(session.elapsedSeconds)} />
      </dl>

      {result && result.piiItems.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-lg font-bold">{t('call.results.piiByType')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {countPiiByType(result.piiItems).map(({ type, count }) => (
              <li key={type} className="rounded-full border border-line px-3 py-1">
                {t(`pii.${type}`)}: <strong>{count}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result ? (
        <div className="mt-6">
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t('call.results.viewLabel')} className="flex gap-2">
              <Button
                variant={showRaw ? 'secondary' : 'primary'}
                aria-pressed={!showRaw}
                onClick={() => setShowRaw(false)}
              >
                {t('call.results.protected')}
              </Button>
              {rawTranscript !== undefined ? (
                <Button
                  variant={showRaw ? 'primary' : 'secondary'}
                  aria-pressed={showRaw}
                  onClick={() => setShowRaw(true)}
                >
                  {t('call.results.showRaw')}
                </Button>
              ) : null}
            </div>
            <Button variant="secondary" onClick={exportSession} className="ms-auto">
              {t('call.results.export')}
            </Button>
          </div>
          <label htmlFor="call-transcript" className="mt-4 block font-semibold">
            {showRaw ? t('call.results.rawLabel') : t('call.results.transcriptLabel')}
          </label>
          <textarea
            id="call-transcript"
            readOnly
            value={transcript}
            rows={6}
            dir="auto"
            className="mt-2 w-full rounded-control border-2 border-line bg-canvas p-3 text-lg"
          />
        </div>
      ) : null}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-card border border-line p-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
