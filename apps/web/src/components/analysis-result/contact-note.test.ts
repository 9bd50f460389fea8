import { LANGUAGE_CODES, type Contact } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import directory from '../../../../../packages/engine/data/contacts.json' with { type: 'json' };
import { createI18n } from '../../lib/i18n.js';
import { allResources } from '../../test/all-catalogs.js';
import { contactNote, contactNoteKey } from './contact-note.js';

const entries = directory.entries as ReadonlyArray<{ id: string; whenToUse?: string }>;

function contact(id: string, whenToUse: string | undefined): Contact {
  return {
    id,
    name: id,
    contact: '1-877-382-4357',
    type: 'federal',
    source: 'test',
    ...(whenToUse ? { whenToUse } : {}),
  };
}

describe('a contact’s "When to use" note (issue 19)', () => {
  it('has, for every note of the sourced directory, the same English text in the catalog', () => {
    const t = createI18n('en', allResources).getFixedT('en', 'report');
    for (const entry of entries) {
      if (entry.whenToUse === undefined) continue;
      expect(t(contactNoteKey(entry.id)), entry.id).toBe(entry.whenToUse);
    }
  });

  it('is translated for every directory entry in every language', () => {
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      const i18n = createI18n(language, allResources);
      const t = i18n.getFixedT(language, 'report');
      for (const entry of entries) {
        if (entry.whenToUse === undefined) continue;
        const note = contactNote(contact(entry.id, entry.whenToUse), t);
        expect(note, `${language} ${entry.id}`).not.toBe(entry.whenToUse);
        expect(note?.length, `${language} ${entry.id}`).toBeGreaterThan(5);
      }
    }
  });

  it('shows the sourced English when the directory’s note is not the one translated', () => {
    const t = createI18n('es', allResources).getFixedT('es', 'report');
    expect(contactNote(contact('ftc', 'A newer note from the source.'), t)).toBe(
      'A newer note from the source.',
    );
    expect(contactNote(contact('no-such-contact', 'Only in English.'), t)).toBe('Only in English.');
    expect(contactNote(contact('ftc', undefined), t)).toBeUndefined();
  });
});
