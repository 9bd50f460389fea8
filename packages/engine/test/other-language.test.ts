// A message in another language (issue 17, session 10): the signals and the model read English
// only, so finding nothing in it is no reason to say "Likely safe".
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeMessage, ENGLISH_CATALOG, loadModel, type EngineModel } from '../src/index.js';
import { planAdvice } from '../src/advice/plan.js';

let model: EngineModel;
beforeAll(() => {
  model = loadModel();
});

const analyze = (text: string) => analyzeMessage({ text, inputType: 'text' }, model);

describe('a message the engine cannot read', () => {
  it.each([
    'Felicidades! Usted ha ganado una tarjeta de regalo de Walmart de 1000 dólares. Responda con su nombre y dirección para reclamar su premio hoy.',
    'Ihr Paket konnte nicht zugestellt werden. Bitte bestätigen Sie Ihre Adresse und zahlen Sie die Gebühr über den folgenden Link.',
    'Ваш банковский счет заблокирован. Позвоните по номеру 8-800-555-35-35 немедленно.',
  ])('is never "Likely safe", and says why: %s', (text) => {
    const result = analyze(text);
    expect(result.risk_level).not.toBe('low');
    expect(result.scam_score).toBeGreaterThanOrEqual(31);
    expect(result.explanation).toContain(ENGLISH_CATALOG['engine.explanation.other_language']);
    expect(result.top_signals.join(' ')).not.toMatch(/does not ask/i);
  });

  it('leaves an English message as it was', () => {
    const result = analyze('Your Amazon order has shipped and will arrive Friday.');
    expect(result.risk_level).toBe('low');
    expect(result.explanation).not.toContain(ENGLISH_CATALOG['engine.explanation.other_language']);
  });

  it('names what it found, then that it could not read the rest', () => {
    const lines = planAdvice({
      band: 'moderate',
      scamType: 'other',
      harm: ['sent_wire'],
      warningCount: 1,
      otherLanguage: true,
    }).explanation.map((line) => line.key);
    expect(lines[0]).toBe('engine.explanation.moderate');
    expect(lines).toContain('engine.explanation.other_language');
    expect(lines).not.toContain('engine.explanation.unsure');
    expect(lines.at(-1)).toBe('engine.explanation.harm');
  });
});
