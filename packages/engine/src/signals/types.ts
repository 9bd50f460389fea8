import type {
  Channel,
  Entities,
  EvidenceSpan,
  InputType,
  ScamType,
  SignalCategory,
} from '@scambuddy/contracts';

/** What a derived signal may look at besides the text. */
export interface SignalContext {
  /** The text as shown (evidence spans index into it); `match` is its folded form. */
  display: string;
  match: string;
  entities: Entities;
  channel: Channel | undefined;
  inputType: InputType;
  /** Ids of the pattern signals already found. */
  found: ReadonlySet<string>;
  /** The message reads as English, the one language the patterns read (text/language.ts). */
  english: boolean;
}

/**
 * One named, explainable signal. `prior` is the expert's log-odds weight: the trained model starts
 * every signal's weight there and moves it only as far as the corpus gives evidence.
 */
export interface SignalDefinition {
  id: string;
  category: SignalCategory;
  prior: number;
  /** Every pattern must match the folded text; the first one's match is the evidence. */
  patterns?: readonly RegExp[];
  /**
   * Words without which no pattern can match, tried first: a long text without them costs one
   * quick scan instead of a large alternation tried at every word (a crypto payment's pattern took
   * 0.3 ms of a 10 KB transcript, its gate 0.04). Checked against every test text by
   * `gates.test.ts`.
   */
  gate?: RegExp;
  /** Signals computed from entities or from other signals. */
  derive?: (context: SignalContext) => EvidenceSpan | null | boolean;
  /** Not raised when any of these signals is found (a code notice that also asks for the code). */
  unless?: readonly string[];
  /** How strongly this signal points to each scam type. */
  types?: Partial<Record<ScamType, number>>;
}

/**
 * A sum of at least 100 in digits ("3000", "3,000", "1,500,000"). Written so that no two
 * quantifiers can both take a digit: `\d{3,}[\d,]*` backtracks quadratically on a long run of
 * digits (0.8 s on 100 KB after "earn "; test/adversarial.test.ts).
 */
export const HUNDREDS_OR_MORE = '(?:\\d{1,3}(?:,\\d{3})+|\\d{3,})';

/** Words joined by any short gap inside one sentence (bounded, so matching stays linear). */
export const GAP = '[^.!?\\n]{0,60}?';

/**
 * Not in a warning against it: "we will never ask you to pay with gift cards", "never buy gift
 * cards for a caller", "do not buy any gift cards" ("don't tell anyone" and "if you do not pay" are
 * no warnings: scripts say them). Official alerts, and banks' own texts, name the scams' payments
 * this way, and a company's fraud paragraph names its threats too: "PG&E will never ask for payment
 * with a prepaid card … or threaten to shut off your service", "you will never be asked to pay a
 * fee", "there is nothing you need to pay", "Criminals are calling members … asking them to read
 * back a code" (scammers described in the present; "the scammer told me to…" is a person's own
 * account). "You will never see your grandson again unless…" is a threat: "you" and "I" are no
 * such subject; nor is "if you get this message" a warning, nor a code notice's "if you did not
 * request this" (a company's "we will not request" is). "The IRS doesn't call to demand immediate
 * payment using … gift card or wire transfer" and "doesn't threaten to … arrest" are warnings
 * too: "doesn't" and "won't" are named whole, since no word boundary falls before a bare "n't".
 * So are a settlement notice's "Neither the Settlement Administrator nor Class Counsel will ever ask
 * you to pay a fee" and its "Do I have to pay anything …? A: No.", and a fee declined ("works on
 * commission, not a flat upfront fee"). So is a help page's "Be wary of sellers who ask for a deposit…,
 * or ask for payment by gift card", and an agent's "I won't need your PIN" (decision 0100).
 * So is "The IRS will not call, text or contact you on social media demanding immediate payment
 * with gift cards" (decision 0107). So is a warning post's "Those texts claiming you owe an unpaid
 * toll and must pay today" (decision 0116).
 * Module-private: patterns use it through `notWarnedAgainst`, which runs it only where they match.
 */
const NOT_WARNED_AGAINST =
  "(?<!\\b(?:never|(?<!\\bdid )not|doesn'?t|won'?t) (?:(?:call|text|e-?mail|contact)(?:(?: you| [a-z]+)? to |[^.!?\\n]{0,50}? (?=demanding\\b)))?(?:ask|request|require|accept|demand(?:ing)?|collect|take|threaten)(?:s|ed)?\\b[^.!?\\n]{0,100}|\\b(?:will|would) never [a-z]+ you\\b[^.!?\\n]{0,100}|\\b(?:cannot|can'?t|can not|may not|must not|(?:are|is)(?: not|n'?t) allowed to) (?:legally )?threaten\\b[^.!?\\n]{0,100}|\\b(?<!\\b(?:you|i) )(?:will|would) never\\b[^.!?\\n]{0,200}|\\b(?!you'|i')[a-z]+'ll never\\b[^.!?\\n]{0,140}|\\bnever be (?:asked|required|told|charged)\\b[^.!?\\n]{0,80}|\\bnothing (?:(?:that )?you )?|\\b(?:doesn'?t|does not|didn'?t|did not) (?:say|mention|ask) anything (?:about|like)\\b[^.!?\\n]{0,60}|\\bno need to |\\b(?:do|will) (?:i|we) (?=(?:have|need) to pay\\b[^?\\n]{0,80}\\?\\s*(?:a:\\s*)?no\\b)|\\bneither (?:[a-z]+ ){1,4}nor (?:[a-z]+ ){1,4}will (?:ever )?(?:ask|request|require|charge|demand)\\b[^.!?\\n]{0,100}|\\bnot (?:a |an |any )?(?:flat |big |large )?(?=up-?front (?:fees?|payments?|deposits?|costs?)\\b)|\\b(?:criminals|scammers|fraudsters|crooks|thieves|impostors|imposters|(?:the|these|such) callers) (?:are|have been|may|might|often|sometimes|will|could|can|pose|posing|pretend|call|text|e-?mail|send|use|try|say|ask|claim|tell)\\b[^.!?\\n]{0,240}|\\bscam (?:alert|warning)s?\\b[^.!?\\n]{0,80}|\\b(?:does not|doesn'?t|do not|don'?t|never) use\\b[^.!?\\n]{0,30}|\\bno (?=(?:payment|fee|charge)s? (?:is |are )?(?:required|due|needed|necessary)\\b)|\\banyone (?:who (?:is )?)?(?:asking|asks|telling|tells|calling|demanding)\\b[^.!?\\n]{0,80}|\\b(?:sellers|buyers|hosts|landlords|callers|strangers|people|companies|anyone|someone) who (?:ask|asks|want|wants|demand|demands|insist|insists|request|requests)\\b[^.!?\\n]{0,140}|\\bno (?:[a-z]+ ){1,5}(?:will|would|should) (?:ever )?(?:ask|call|request|demand|require|tell|threaten|send)\\b[^.!?\\n]{0,80}|\\bnobody(?: [a-z]+){0,4} (?:will|would|should) (?:ever )?(?:ask|call|request|demand|require|tell|threaten|send)\\b[^.!?\\n]{0,80}|\\b(?:seen|seeing|noticed|been) an? (?:increase|rise|uptick|surge|wave|spike) (?:in|of)\\b[^.!?\\n]{0,160}|\\b(?:be (?:on the )?(?:lookout|alert|aware|wary|cautious|careful) (?:for|of|about|with|if)|watch out for|beware of)\\b[^.!?\\n]{0,120}|\\bif you (?:ever )?(?:receive|get|got)\\b(?! (?:this|my|our) (?:message|call|voicemail|notice|letter))[^.!?\\n]{0,80}|\\bif you (?:ever )?(?=get anything\\b)|\\bnever e-?mail\\b[^.!?\\n]{0,60}|\\b(?:homeowners|residents|customers|members|consumers|seniors|taxpayers|businesses|owners|people|some people) (?:(?:may|might|could|often) (?:receive|get|see)|have (?:reported|been getting|been receiving))\\b[^.!?\\n]{0,120}|\\bthey (?:may|might) (?:call|text|e-?mail|show up)\\b[^.!?\\n]{0,160}|\\bdoes not:[^\\n]{0,400}|\\bhow to (?:spot|recogni[sz]e|identify)\\b[^.!?\\n]{0,80}|\\buse (?:the|this) (?:following )?code to |\\b(?:they|criminals|thieves|the (?:scammer|thief|criminal|bad actor)s?) (?:can|could) then\\b[^.!?\\n]{0,160}|\\b(?:didn|doesn|don|won|wouldn)'?t (?:ask|request|require|demand)(?:s|ed)? (?:me |you |us |her |him |them )?(?:for |to )?(?:(?!but )[a-z]+ ){0,5}|\\bnever (?:pay|buy|send|wire|use|share|give|enter|type|provide|tell|read|mail|ask|call|text)\\b[^.!?\\n]{0,60}|\\b(?<!\\bif (?:you|we|they|he|she) )(?:do not|don'?t) (?:pay|buy|purchase|send|wire|share|give)\\b[^.!?\\n]{0,30}|\\bif (?:someone|anyone|anybody|somebody|an? (?:caller|stranger|host|seller|buyer))(?: you(?:'ve| have)? (?:met|known|matched with|talked to)(?: [a-z]+){0,2})? (?:ever )?(?:sends?|sent|offers?|offered|mails?|mailed|asks?|asked|tells?|told|wants?|wanted|pressures?|pressured|insists?|insisted|demands?|demanded|calls?|called|texts?|texted|e-?mails?|e-?mailed|messages?|messaged|contacts?|contacted|reaches out|shows up)\\b[^.!?\\n]{0,120}|\\b(?:(?:do not|don'?t|never) (?:act on|respond to|reply to|trust|follow|believe) (?:any |an |the )?|those |these |fake )(?:e-?mails?|texts?|messages?|calls?|letters?|notices?|requests?) (?:claiming|saying|telling you|that (?:says?|claims?))\\b[^.!?\\n]{0,100}|\\b(?:did not|didn'?t|does not|doesn'?t) (?=(?:have|need) to )|\\b(?:do not|don'?t|did not|didn'?t|does not|doesn'?t) (?:need|have) to\\b[^.!?\\n]{0,60}|\\bnever (?:have|has|needs?) to\\b[^.!?\\n]{0,60}|\\bnever |\\bnot to |\\b(?:won'?t|will not) (?=need (?:to|your|any)\\b)|\\b(?<!\\bif (?:you|we|they|he|she) )(?:do not|don'?t) )";

/** The evidence of a derived signal: `text` found at `start` of the text as shown. */
export function span(start: number, text: string): EvidenceSpan {
  return { text, start, end: start + text.length };
}

/**
 * `body` where it is not in a warning against it. The look back is costly (about 1 ms per pattern
 * on a 10 KB transcript when tried at every word), so the body is matched ahead first and the look
 * back runs only where the body matches.
 */
export function notWarnedAgainst(body: string): string {
  return `(?=(?:${body}))${NOT_WARNED_AGAINST}(?:${body})`;
}

export function words(source: string): RegExp {
  return new RegExp(source.replace(/~/g, GAP));
}
