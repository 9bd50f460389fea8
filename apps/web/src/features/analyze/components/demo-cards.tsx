import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Card, CardDescription } from '../../../components/ui/card.js';
import { DEMO_DEFINITIONS, DEMO_KINDS, type DemoKind } from '../model/demo-kinds.js';

/** Spec part 1 §2.3: three demo cards, each opening a canned report. */
export function DemoCards({ onOpen }: { onOpen: (kind: DemoKind) => void }) {
  const { t } = useTranslation('analyze');
  return (
    <section aria-labelledby="demo-heading" className="mt-10">
      <h2 id="demo-heading" className="text-2xl font-bold">
        {t('demos.heading')}
      </h2>
      <p className="mt-1 text-lg text-muted">{t('demos.intro')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {DEMO_KINDS.map((kind) => (
          <li key={kind}>
            <Card className="flex h-full flex-col">
              <h3 className="text-xl font-bold">{t(`demos.${kind}.title`)}</h3>
              <CardDescription className="flex-1">{t(`demos.${kind}.summary`)}</CardDescription>
              <Button
                variant="secondary"
                className="mt-4"
                aria-label={`${t('demos.open')}: ${t(`demos.${kind}.title`)} (${DEMO_DEFINITIONS[kind].score})`}
                onClick={() => onOpen(kind)}
              >
                {t('demos.open')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
