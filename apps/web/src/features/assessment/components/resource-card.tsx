import type { EducationalResource } from '@scambuddy/contracts';
import { ASSESSMENT_UI_KEYS } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';

/**
 * One educational resource with its full content (spec part 2 §3). Every resource is free and
 * shown whole — no premium notice (project delta 20). The details beyond the summary and key
 * points fold into a native disclosure, which keyboards and screen readers already understand.
 */
export function ResourceCard({ resource }: { resource: EducationalResource }) {
  const { t } = useTranslation('assessment');
  const { content } = resource;
  const headingId = `resource-${resource.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-6">
      <h4 id={headingId} className="text-xl font-bold">
        {t(resource.titleKey)}
      </h4>
      <p className="mt-1 text-lg text-muted">{t(resource.descriptionKey)}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-base font-semibold text-muted">
        <span>{t(ASSESSMENT_UI_KEYS.difficulty[resource.difficulty])}</span>
        <span>{t(ASSESSMENT_UI_KEYS.estimatedTime, { count: resource.estimatedMinutes })}</span>
      </p>
      <h5 className="mt-4 text-lg font-bold">{t('screen.resource.summary')}</h5>
      <p className="mt-1 text-lg">{t(content.summaryKey)}</p>
      <h5 className="mt-4 text-lg font-bold">{t('screen.resource.keyPoints')}</h5>
      <ul className="mt-1 list-disc space-y-1 ps-6 text-lg">
        {content.keyPointKeys.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-lg font-semibold text-primary underline">
          {t('screen.resource.readFull')}
        </summary>
        <h5 className="mt-3 text-lg font-bold">{t('screen.resource.actionSteps')}</h5>
        <ol className="mt-1 list-decimal space-y-1 ps-6 text-lg">
          {content.actionStepKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <h5 className="mt-4 text-lg font-bold">{t('screen.resource.scenarios')}</h5>
        {content.exampleScenarios.map((scenario) => (
          <section
            key={scenario.titleKey}
            className="mt-3 rounded-control border border-line p-4"
            aria-label={t(scenario.titleKey)}
          >
            <p className="text-lg font-bold">{t(scenario.titleKey)}</p>
            <p className="mt-1 text-lg">{t(scenario.descriptionKey)}</p>
            <p className="mt-2 text-lg font-semibold">{t('screen.resource.redFlags')}</p>
            <ul className="mt-1 list-disc space-y-1 ps-6 text-lg">
              {scenario.redFlagKeys.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <p className="mt-2 text-lg font-semibold">{t('screen.resource.prevention')}</p>
            <p className="mt-1 text-lg">{t(scenario.preventionKey)}</p>
          </section>
        ))}
        <h5 className="mt-4 text-lg font-bold">{t('screen.resource.links')}</h5>
        <ul className="mt-1 space-y-2 text-lg">
          {resource.resourceLinks.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-primary underline"
              >
                {t(link.titleKey)}
                <span className="ms-1 text-muted">{t('screen.resource.opensNewTab')}</span>
              </a>{' '}
              <span className="text-base text-muted">
                ({t(ASSESSMENT_UI_KEYS.linkType[link.type])})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
