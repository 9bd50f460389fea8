import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageFrameProps {
  /** The screen's one h1. */
  title: string;
  /** What the browser tab shows before " | ScamBuddy"; the title when omitted. */
  documentTitle?: string;
  /** One plain line saying what the screen is for. */
  description?: string;
  children?: ReactNode;
}

/** Every screen's frame: its single h1, a one-line description and the tab title. */
export function PageFrame({ title, documentTitle, description, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  const tabTitle = `${documentTitle ?? title} | ${t('appName')}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  return (
    <div className="w-full max-w-5xl">
      <div className="mb-8">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        {description ? (
          <p dir="auto" className="mt-3 max-w-3xl text-lg text-muted">
            {description}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
