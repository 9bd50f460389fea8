import type { LiveAlert } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.js';
import { dailyBriefing } from '../model/live-filters.js';

/** Part 2 §2.11 Daily Briefing: today's figures, the source count and the top three scam types. */
export function DailyBriefingDialog({
  alerts,
  sourceCount,
  nowMs,
}: {
  alerts: readonly LiveAlert[];
  sourceCount: number;
  nowMs: number;
}) {
  const { t } = useTranslation('trends');
  const briefing = dailyBriefing(alerts, sourceCount, new Date(nowMs));
  const rows: [string, number][] = [
    [t('briefing.newToday'), briefing.newAlertsToday],
    [t('briefing.highToday'), briefing.highPriorityToday],
    [t('briefing.scamAlerts'), briefing.scamAlertsIdentified],
    [t('briefing.sources'), briefing.sourceCount],
  ];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('briefing.open')}</Button>
      </DialogTrigger>
      <DialogContent title={t('briefing.title')} closeLabel={t('briefing.close')}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-lg">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-end font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-xl font-bold">{t('briefing.topTypes')}</h3>
        {briefing.topScamTypes.length === 0 ? (
          <p className="text-lg">{t('briefing.noTypes')}</p>
        ) : (
          <>
            <p className="text-lg text-muted">
              {briefing.topTypesFromToday ? t('briefing.fromToday') : t('briefing.fromAll')}
            </p>
            <ol className="ms-6 list-decimal text-lg">
              {briefing.topScamTypes.map((entry) => (
                <li key={entry.scamType}>
                  {t(`scamType.${entry.scamType}`)} — {t('briefing.alerts', { count: entry.count })}
                </li>
              ))}
            </ol>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
