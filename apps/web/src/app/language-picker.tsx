import { LANGUAGES, findLanguage, isLanguageCode } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.js';
import { buttonClassName } from '../components/ui/button-styles.js';
import { changeLanguage, currentLanguage } from '../lib/i18n.js';
import { Flag } from './flags.js';

/**
 * The 12-language picker of spec part 1 §2.2: flags with each language's own name. `defaultOpen`
 * serves app/lazy-language-picker.tsx, which loads this when the reader first presses the button.
 */
export function LanguagePicker({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const current = findLanguage(currentLanguage(i18n));

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={buttonClassName('ghost', 'border-2 border-line')}
        aria-label={t('language.current', { language: current.nativeName })}
      >
        <Flag country={current.flag} />
        <span lang={current.code}>{current.nativeName}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-bold">{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current.code}
          onValueChange={(code) => {
            if (isLanguageCode(code)) void changeLanguage(i18n, code);
          }}
        >
          {LANGUAGES.map((language) => {
            const localName = t(`language.names.${language.code}`);
            return (
              <DropdownMenuRadioItem key={language.code} value={language.code}>
                <Flag country={language.flag} />
                <span lang={language.code}>{language.nativeName}</span>
                {localName !== language.nativeName ? (
                  <span className="text-muted">({localName})</span>
                ) : null}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
