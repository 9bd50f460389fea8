import { formatFileSize } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import type { EvidencePackage } from '../model/evidence-package.js';
import './evidence-print.css';

/** The printable evidence report: every item with its time, for a bank or the police. */
export function EvidenceReport({ pkg }: { pkg: EvidencePackage }) {
  const { t, i18n } = useTranslation('protection');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <section data-evidence-report>
      <h2>{t('evidence.report.heading', { title: pkg.title })}</h2>
      <p>{t('evidence.report.started', { date: when(pkg.createdAt) })}</p>
      {pkg.reportId ? <p>{t('evidence.report.reportId', { id: pkg.reportId })}</p> : null}
      <p>{t('evidence.report.printedAt', { date: when(new Date().toISOString()) })}</p>
      <h3>{t('evidence.descriptionLabel')}</h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>{pkg.description || '—'}</p>
      <h3>{t('evidence.report.items', { count: pkg.items.length })}</h3>
      <ol>
        {pkg.items.map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong> — {t(`evidence.types.${item.type}`)} —{' '}
            {when(item.timestamp)}
            {item.metadata?.size === undefined ? '' : ` — ${formatFileSize(item.metadata.size)}`}
            {item.location ? ` — ${item.location}` : ''}
            {item.description ? <p style={{ whiteSpace: 'pre-wrap' }}>{item.description}</p> : null}
          </li>
        ))}
      </ol>
      <p>
        {window.location.protocol === 'https:'
          ? t('evidence.footer')
          : t('evidence.footerUnencrypted')}
      </p>
    </section>
  );
}
