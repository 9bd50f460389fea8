import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../../components/ui/card.js';
import { useSubmittedEvidence } from '../api/evidence-api.js';

/** GET /api/evidence: the signed-in person's submitted packages (nothing for guests). */
export function SubmittedPackages() {
  const { t, i18n } = useTranslation('protection');
  const { data } = useSubmittedEvidence();
  if (!data || data.packages.length === 0) return null;
  return (
    <Card>
      <CardTitle>{t('evidence.submittedHeading')}</CardTitle>
      <ul className="mt-3 grid gap-2">
        {data.packages.map((pkg) => (
          <li key={pkg.reportId} className="rounded-card border border-line p-3">
            <p className="font-semibold" dir="auto">
              {pkg.title}
            </p>
            <p className="text-muted">
              {t('evidence.submittedLine', {
                date: new Date(pkg.submittedAt).toLocaleString(i18n.language),
                count: pkg.items.length,
                id: pkg.reportId,
              })}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
