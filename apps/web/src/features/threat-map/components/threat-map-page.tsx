import type { UsStateCode } from '@scambuddy/contracts';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { useLiveUpdates } from '../../../lib/live-updates-hook.js';
import { StatCard } from '../../intelligence/shared/form-controls.js';
import { SnapshotNotice } from '../../intelligence/shared/snapshot-notice.js';
import { useNow } from '../../intelligence/shared/use-now.js';
import { useLiveAlerts, useStateBaseline } from '../api/threat-map-queries.js';
import { ALERT_BAND_FILL, BASELINE_BAND_FILL } from '../model/map-colours.js';
import {
  joinStateData,
  nationwideAlertCount,
  shouldPlayRiseSound,
  type StateMapDatum,
} from '../model/map-data.js';
import { createRiseSound } from '../model/rise-sound.js';
import { AlertFeed } from './alert-feed.js';
import { MapLegend, type MapView } from './map-legend.js';
import { StatePopup } from './state-popup.js';
import { StateTable } from './state-table.js';

// The TopoJSON and d3-geo load only with this screen (issue 6: keep them out of the main bundle).
const UsMap = lazy(() => import('./us-map.js'));

/** National Threat Map (/heatmap), spec part 2 §2.7 with DELTAS row 5 (real counts, cited baseline). */
export function ThreatMapPage() {
  const { t } = useTranslation(['threat-map', 'common', 'pages']);
  useLiveUpdates();
  const now = useNow();
  const live = useLiveAlerts();
  const baseline = useStateBaseline();
  const [alertsShown, setAlertsShown] = useState(true);
  const [soundOn, setSoundOn] = useState(false);
  const [view, setView] = useState<MapView>('alerts');
  const [openState, setOpenState] = useState<UsStateCode | null>(null);
  const sound = useRef(createRiseSound());
  const previousTotal = useRef<number | null>(null);

  const alerts = useMemo(() => live.data?.alerts ?? [], [live.data]);
  const baselineStates = baseline.data?.states ?? null;
  const data = useMemo(() => joinStateData(alerts, baselineStates), [alerts, baselineStates]);
  const byCode = useMemo(() => new Map(data.map((datum) => [datum.code, datum])), [data]);
  const nationwide = useMemo(() => nationwideAlertCount(alerts), [alerts]);
  // Where the popup was opened from (a state on the map or a row of the table): focus goes back
  // there when it closes, so keyboard users keep their place.
  const opener = useRef<HTMLElement | SVGElement | null>(null);
  const openStateFrom = (code: UsStateCode) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    setOpenState(code);
  };
  const statistics = live.data?.statistics;
  const total = statistics?.totalActiveAlerts;

  useEffect(() => {
    if (total === undefined) return;
    if (shouldPlayRiseSound(previousTotal.current, total, soundOn)) sound.current.play();
    previousTotal.current = total;
  }, [total, soundOn]);

  const hasBaseline = baselineStates !== null;
  const activeView: MapView = hasBaseline ? view : 'alerts';
  const fillFor = (code: UsStateCode) => {
    const datum = byCode.get(code);
    if (!datum) return ALERT_BAND_FILL.none;
    if (activeView === 'baseline') {
      return datum.baselineBand ? BASELINE_BAND_FILL[datum.baselineBand] : ALERT_BAND_FILL.none;
    }
    return ALERT_BAND_FILL[datum.band];
  };
  const labelFor = (code: UsStateCode) => {
    const datum = byCode.get(code);
    if (!datum) return code;
    if (datum.namedAlerts === 0) return t('map.stateLabelNone', { name: datum.name });
    return t('map.stateLabel', {
      name: datum.name,
      count: datum.namedAlerts,
      severity: t(`severity.${datum.severity}`),
    });
  };
  const openDatum: StateMapDatum | null = openState ? (byCode.get(openState) ?? null) : null;

  return (
    <PageFrame title={t('common:titles.heatmap')} description={t('pages:heatmap.description')}>
      <SnapshotNotice snapshotAsOf={live.data?.snapshotAsOf} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('stats.active')} value={statistics?.totalActiveAlerts ?? '—'} />
        <StatCard label={t('stats.sourcesOnline')} value={statistics?.dataSourcesOnline ?? '—'} />
        <StatCard label={t('stats.highPriority')} value={statistics?.highSeverityAlerts ?? '—'} />
        <StatCard
          label={t('stats.coverage')}
          value={
            statistics
              ? t('stats.coverageValue', { percent: Math.round(statistics.coverage) })
              : '—'
          }
        />
      </div>
      <div role="group" aria-label={t('controls.label')} className="mb-6 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-pressed={alertsShown}
          onClick={() => setAlertsShown((shown) => !shown)}
        >
          {alertsShown ? t('controls.hideAlerts') : t('controls.showAlerts')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={soundOn}
          onClick={() => {
            // The click is the user gesture browsers require before any audio may start.
            if (!soundOn) sound.current.unlock();
            setSoundOn((on) => !on);
          }}
        >
          {soundOn ? t('controls.soundOff') : t('controls.soundOn')}
        </Button>
        <Button variant="secondary" disabled={live.isFetching} onClick={() => void live.refetch()}>
          {live.isFetching ? t('controls.refreshing') : t('controls.refresh')}
        </Button>
      </div>
      {live.isPending ? (
        <p role="status" className="mb-6 text-lg">
          {t('loading')}
        </p>
      ) : null}
      {live.isError && !live.data ? (
        <p
          role="alert"
          className="mb-6 rounded-card border-2 border-danger bg-danger-soft p-4 text-lg"
        >
          {t('error')}
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="map-heading"
          className="rounded-card border border-line bg-surface p-4"
        >
          <h2 id="map-heading" className="text-2xl font-bold">
            {t('map.heading')}
          </h2>
          {hasBaseline ? (
            <fieldset className="my-3">
              <legend className="text-lg font-semibold">{t('map.viewLabel')}</legend>
              <div className="flex flex-wrap gap-4">
                {(['alerts', 'baseline'] as const).map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-2 text-lg">
                    <input
                      type="radio"
                      name="map-view"
                      value={option}
                      checked={activeView === option}
                      onChange={() => setView(option)}
                      className="size-5"
                    />
                    {t(`map.views.${option}`, { year: baseline.data?.year })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <p className="my-2 text-lg text-muted">
            {activeView === 'baseline'
              ? t('map.baselineExplanation', { dataset: baseline.data?.dataset })
              : t('map.alertsExplanation')}
          </p>
          {activeView === 'alerts' && nationwide > 0 ? (
            <p className="my-2 text-lg" data-testid="nationwide-alerts">
              {t('map.nationwide', { count: nationwide })}
            </p>
          ) : null}
          <a
            href="#threat-map-table"
            className="mb-2 inline-flex min-h-11 items-center text-lg underline"
          >
            {t('map.skipToTable')}
          </a>
          <Suspense
            fallback={
              <p role="status" className="text-lg">
                {t('map.loading')}
              </p>
            }
          >
            <UsMap
              label={t('map.label')}
              fillFor={fillFor}
              labelFor={labelFor}
              selected={openState}
              onOpen={openStateFrom}
            />
          </Suspense>
          <MapLegend view={activeView} />
        </section>
        <AlertFeed alerts={live.data?.alerts} hidden={!alertsShown} nowMs={now} />
      </div>
      <section aria-labelledby="table-heading" className="mt-8">
        <h2 id="table-heading" className="mb-3 text-2xl font-bold">
          {t('table.heading')}
        </h2>
        <StateTable data={data} hasBaseline={hasBaseline} onOpen={openStateFrom} />
      </section>
      <StatePopup
        datum={openDatum}
        alerts={alerts}
        baselineYear={baseline.data?.year ?? null}
        nationwide={nationwide}
        returnFocusTo={() => opener.current}
        onClose={() => setOpenState(null)}
      />
    </PageFrame>
  );
}
