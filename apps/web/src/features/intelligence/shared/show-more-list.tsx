import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

/** Cards shown at first and added by each "Show more": a phone screen or two. */
export const CARDS_PER_PAGE = 12;

interface ShowMoreListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A long list of cards shown a page at a time. Fifty cards at once made a long scroll for a reader
 * and the slowest first screen of the app on a phone (issue 9's Lighthouse budget): every card was
 * built and laid out before the page answered. "Show more" adds the next page and moves the focus
 * to its first card, so a keyboard or screen-reader user carries on reading where the new cards
 * start. Give the list a `key` that changes with its filters to start again from the first page.
 */
export function ShowMoreList<Item>({ items, keyOf, renderItem }: ShowMoreListProps<Item>) {
  const { t } = useTranslation('intelligence');
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewCard = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (firstNew !== null) firstNewCard.current?.focus();
  }, [firstNew]);

  const visible = items.slice(0, shown);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {visible.map((item, index) => (
          <li
            key={keyOf(item)}
            className="render-when-visible"
            {...(index === firstNew ? { ref: firstNewCard, tabIndex: -1 } : {})}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {items.length > visible.length ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-lg">
            {t('centre.showing', { shown: visible.length, total: items.length })}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setFirstNew(visible.length);
              setShown(visible.length + CARDS_PER_PAGE);
            }}
          >
            {t('centre.showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
