import { findLanguage } from '@scambuddy/contracts';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../components/ui/button-styles.js';
import { currentLanguage } from '../lib/i18n.js';
import { Flag } from './flags.js';

// The language menu (Radix dropdown menu with its positioning library) is a chunk of its own,
// fetched when a reader shows interest in the button (hover, focus, touch) and rendered open when
// they press it: most visits never open it, and the home page must stay within issue 9's budget.
const loadPicker = () => import('./language-picker.js');
const LanguagePicker = lazy(async () => ({ default: (await loadPicker()).LanguagePicker }));

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * The language picker of spec part 1 §2.2. Until the menu's code is needed this renders the
 * same-looking trigger; pressing it (or the arrow keys, as on the menu's own trigger) loads the
 * menu and opens it, with focus moving into the menu as usual.
 */
export function LazyLanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const [isWanted, setIsWanted] = useState(false);
  const current = findLanguage(currentLanguage(i18n));

  const trigger = (
    <button
      type="button"
      className={buttonClassName('ghost', 'border-2 border-line')}
      aria-label={t('language.current', { language: current.nativeName })}
      aria-haspopup="menu"
      aria-expanded={false}
      // While the menu's code is on its way the press has been taken; a second one waits for it.
      aria-disabled={isWanted || undefined}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setIsWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setIsWanted(true);
      }}
    >
      <Flag country={current.flag} />
      <span lang={current.code}>{current.nativeName}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );

  if (!isWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguagePicker defaultOpen />
    </Suspense>
  );
}
