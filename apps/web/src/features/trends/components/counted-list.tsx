import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CountedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * The filtered cards of a trends screen: "No … found" when nothing matches, else the count
 * (announced to screen readers as the filters change) and the cards in a grid.
 */
export function CountedList<T>({ items, keyOf, renderItem }: CountedListProps<T>) {
  const { t } = useTranslation('trends');
  if (items.length === 0) return <p className="text-lg">{t('empty')}</p>;
  return (
    <>
      <p role="status" className="mb-3 text-lg text-muted">
        {t('resultCount', { count: items.length })}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
