import type { IntelClassification, IntelScamType, IntelSeverity } from '@scambuddy/contracts';
import { analyzeMessage, type EngineModel } from '@scambuddy/engine';
import type { ClassifyInput, ClassifyItem } from './item-normaliser.js';
import { statesMentioned } from './states-mentioned.js';

/**
 * Classifies an agency item with the engine plus the words agencies use. The engine scores how
 * much the text reads like a scam message (it was trained on messages, not on agency prose, so it
 * only raises severity); whether an item is an alert, its scam types and its elder relevance come
 * from explicit word lists below, so every label can be explained.
 */

/** Words by which an agency says "this is about a scam" rather than general news. */
const SCAM_WORDS =
  /\b(scam\w*|fraud\w*|impost[eo]r\w*|phishing|smishing|vishing|schemes?|con artists?|swindl\w*|spoof\w*|ponzi|extort\w*|sextortion|ransomware|identity theft|counterfeit|fake|bogus|deceptive)\b/i;

const SCAM_TYPE_WORDS: readonly [IntelScamType, RegExp][] = [
  // Text messages arrive on the phone, so smishing counts as a phone scam.
  [
    'phone',
    /\b(phone|calls?|callers?|calling|robocalls?|voicemails?|telemarket\w*|text messages?|texts?|smishing)\b/i,
  ],
  ['email', /\b(e-?mails?|phishing|inbox|attachments?)\b/i],
  [
    'medicare',
    /\b(medicare|medicaid|health (insurance|care) (card|benefits?)|medical equipment)\b/i,
  ],
  ['social_security', /\b(social security|ssa|ssns?|ssi benefits?)\b/i],
  [
    'investment',
    /\b(invest\w*|crypto\w*|bitcoin|ponzi|securities|stocks?|trading|pig butchering|business opportunit(y|ies))\b/i,
  ],
  ['romance', /\b(romance|romantic|dating|sweetheart|online relationships?|lonely hearts?)\b/i],
  [
    'tech_support',
    /\b(tech(nical)? support|computer (virus|problem)s?|pop-?ups?|remote access|antivirus)\b/i,
  ],
  [
    'family_emergency',
    /\b(grandparents?|grandchild(ren)?|grandkids?|family emergency|bail money|relative in trouble)\b/i,
  ],
];

/** Words that say older adults are the target or the audience. */
const ELDER_WORDS =
  /\b(older (adults?|americans?|people|consumers?)|seniors?|elder(ly)?|elder (fraud|abuse|justice)|retirees?|retirement|grandparents?|aged? (60|65)|over 60|medicare|social security)\b/i;

/** Words of an active, urgent warning. */
const URGENT_WORDS =
  /\b(warn\w*|alerts?|urgent|surge|spike|rising|widespread|nationwide|ongoing|new (scam|scheme|tactic)s?)\b/i;

/** Scam types aimed mostly at older people (FBI IC3 Elder Fraud Report 2023 lists these). */
const ELDER_SCAM_TYPES = new Set<IntelScamType>([
  'medicare',
  'social_security',
  'family_emergency',
  'tech_support',
  'romance',
]);

/** Engine score from which a text reads like a scam message itself (its HIGH band, part 1 §5). */
const ENGINE_HIGH_SCORE = 71;

function elderRelevance(text: string, kind: IntelClassification['kind'], types: IntelScamType[]) {
  let score = 15;
  if (ELDER_WORDS.test(text)) score += 45;
  score += Math.min(2, types.filter((type) => ELDER_SCAM_TYPES.has(type)).length) * 15;
  if (kind === 'scam-alert') score += 10;
  return Math.max(0, Math.min(100, score));
}

function severityOf(
  kind: IntelClassification['kind'],
  engineScore: number,
  urgent: boolean,
  elder: number,
): IntelSeverity {
  if (kind === 'news') return 'low';
  const engineHigh = engineScore >= ENGINE_HIGH_SCORE;
  if (elder > 70 && (engineHigh || urgent)) return 'critical';
  if (engineHigh || urgent || elder > 70) return 'high';
  return 'medium';
}

/** The classifier the collector and the snapshot import use, bound to the loaded engine model. */
export function createIntelClassifier(model: EngineModel): ClassifyItem {
  return (input: ClassifyInput): IntelClassification => {
    const text = [input.title, input.summary].filter((part) => part !== null).join('\n');
    const isScam = SCAM_WORDS.test(text);
    const kind: IntelClassification['kind'] = isScam ? 'scam-alert' : 'news';
    const scamTypes = isScam
      ? SCAM_TYPE_WORDS.filter(([, words]) => words.test(text)).map(([type]) => type)
      : [];
    const engineScore =
      text.trim() === '' ? 0 : analyzeMessage({ text, inputType: 'text' }, model).scam_score;
    const elder = elderRelevance(text, kind, scamTypes);
    const states = new Set(statesMentioned(text));
    if (input.sourceState !== null) states.add(input.sourceState);
    return {
      kind,
      scamTypes,
      severity: severityOf(kind, engineScore, URGENT_WORDS.test(text), elder),
      elderRelevanceScore: elder,
      statesMentioned: [...states].sort(),
    };
  };
}
