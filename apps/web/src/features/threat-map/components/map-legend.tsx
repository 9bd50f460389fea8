import { MAP_RISK_BANDS, type MapRiskBand } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { ALERT_BAND_FILL, BASELINE_BAND_FILL } from '../model/map-colours.js';
import { ALERT_COUNT_BANDS } from '../model/map-data.js';

export type MapView = 'alerts' | 'baseline';

function Swatch({ fill }: { fill: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-6 shrink-0 rounded-sm border border-ink"
      style={{ backgroundColor: fill }}
    />
  );
}

const BASELINE_ORDER: readonly MapRiskBand[] = ['very-high', 'high', 'moderate', 'lower'];

/** The legend of the current view, every band in words (part 2 §9 legend texts for the baseline). */
export function MapLegend({ view }: { view: MapView }) {
  const { t } = useTranslation('threat-map');
  if (view === 'baseline') {
    return (
      <ul aria-label={t('legend.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
        {BASELINE_ORDER.map((band) => (
          <li key={band} className="flex items-center gap-2">
            <Swatch fill={BASELINE_BAND_FILL[band]} />
            {t(`legend.baseline.${band}`, MAP_RISK_BANDS)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={t('legend.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
      {ALERT_COUNT_BANDS.map(({ band }) => (
        <li key={band} className="flex items-center gap-2">
          <Swatch fill={ALERT_BAND_FILL[band]} />
          {t(`legend.alerts.${band}`)}
        </li>
      ))}
    </ul>
  );
}
