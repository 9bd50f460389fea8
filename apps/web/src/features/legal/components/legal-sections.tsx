import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const LegalSectionsSchema = z.array(
  z.object({ heading: z.string(), paragraphs: z.array(z.string()) }),
);

/** The headed sections of a legal page, read from the `legal` catalog. */
export function LegalSections({ pageKey }: { pageKey: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const parsed = LegalSectionsSchema.safeParse(t(`${pageKey}.sections`, { returnObjects: true }));
  const sections = parsed.success ? parsed.data : [];
  return (
    <div className="grid max-w-3xl gap-8">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 dir="auto" className="text-2xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} dir="auto" className="mt-3 text-lg">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
