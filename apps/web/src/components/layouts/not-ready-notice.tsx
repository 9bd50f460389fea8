import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card.js';

/**
 * Marks where a screen's content will go while its feature is still being built, so the frame
 * never shows invented numbers or sample data in its place.
 */
export function NotReadyNotice() {
  const { t } = useTranslation('common');
  return (
    <Card role="note" className="border-dashed">
      <p className="text-lg">{t('status.notReady')}</p>
    </Card>
  );
}
