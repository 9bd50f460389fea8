import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './paths.js';

const FOOTER_LINKS = [
  { labelKey: 'footer.privacy', href: paths.privacy.href() },
  { labelKey: 'footer.terms', href: paths.terms.href() },
  { labelKey: 'footer.contact', href: paths.contact.href() },
] as const;

/** Spec part 1 §2.3 footer, with real target pages (DELTAS row 13). */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-12 border-t-2 border-line bg-surface pb-[var(--widget-bar-height)]">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <p className="max-w-3xl text-base text-muted">{t('footer.tagline')}</p>
        <nav aria-label={t('footer.label')} className="mt-4">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-11 items-center text-lg">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
