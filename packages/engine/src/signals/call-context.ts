import type { SignalDefinition } from './types.js';
import { notWarnedAgainst, words } from './types.js';

/**
 * Not where the number to call is the one on the person's own card ("If you didn't make this
 * payment, call us at the number on the back of your card"): a bank's receipt sends you to the card
 * in your hand, which no callback scam can print (decision 0077).
 */
const NOT_TO_THE_CARD =
  '(?![^\\n]{0,80}?\\b(?:number|phone number) on the back of (?:your|the) (?:[a-z]+ )?card\\b)';

/** A caller the person asked for: "returning your call", "you requested", "as you asked". */
const CALLER_WAS_ASKED =
  '(?:returning your call|you requested|following up on your (?:request|call|order|application)|as you asked)';

export const CALL_CONTEXT_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'unsolicited_call',
    category: 'call_context',
    prior: 0.5,
    patterns: [
      words(
        `(?:^caller: (?:hi|hello|good (?:morning|afternoon|evening))\\b[^\\n]{0,40}?\\b(?:this is|i'?m|i am|my name is) [a-z]+(?: [a-z]+)? (?:with|from) (?!your |my |the (?:front desk|office|pharmacy|school|clinic)\\b)[a-z]+(?![^\\n]{0,60}\\b${CALLER_WAS_ASKED}))|(?:^caller: (?:hi|hello|good (?:morning|afternoon|evening))\\b[^\\n]{0,20}?\\bthis is the (?:(?:county|state|city|federal|u\\.?s\\.?) )?(?:department|office|bureau|division) of\\b(?![^\\n]{0,80}\\b${CALLER_WAS_ASKED}))|\\b(?:(?:got|received|had|get) (?:a|an|this) (?:phone )?call (?:(?:today|yesterday|tonight|earlier|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this (?:morning|afternoon|evening)|last (?:night|week)) )?(?:from|saying|claiming|about)|(?:(?:a|the|some) (?:man|woman|person|lady|guy|caller|someone|gentleman)(?: with [a-z ]{2,30}?)?|somebody|someone) (?:called|phoned|rang)|(?:called|phoned) me (?:out of the blue|claiming|saying|and said|from(?! (?:his|her|their|my) (?:usual|regular|own|real|normal|cell|work)\\b)|about)|(?:called|phoned) me~(?:saying|claiming|said)\\b|caller:(?<=[?.!] caller:) (?:this is|i'?m|my name is) [a-z]+(?: [a-z]+)? (?:from|with) (?!your |my )(?:the )?[a-z]+(?![^.!?]{0,80}\\b${CALLER_WAS_ASKED})|robo ?call|(?:automated|recorded|pre-?recorded) (?:message|call|voice)(?<!(?:reply|respond) to this [a-z-]+ [a-z]+)(?![.,;:!-]* ?(?:(?:please )?(?:do not|don't|cannot|can't) (?:reply|respond)|replies (?:to|are)\\b))|this (?:call|message) is (?:from|regarding|to inform|an? (?:final|important))|(?:i'?m|i am|we are|we'?re) calling (?:you )?(?:from|about(?! my\\b)|regarding(?! my\\b)|on behalf|because)|calling from (?!(?:my|his|her|our|their) (?:own |usual |regular |work |cell\\b|phone\\b|friend))(?:the )?|^caller: (?:(?:hi|hello|good (?:morning|afternoon|evening)|congratulations)(?: (?:ma'?am|sir|there))?,? )?(?:this is (?:[a-z]+ ){1,3}(?:with|from) |i'?m (?:with|from|calling (?:from|on behalf)) )|^caller: [^\\n]{0,40}?[?.!] (?:i'?m (?:with|from|calling (?:from|on behalf))|this is (?:[a-z]+ ){1,3}(?:with|from)(?![^.!?\\n]{0,40}?\\breturning your call\\b)) |(?:a|the|some) (?:man|woman|lady|guy|caller|gentleman) (?:called [^.!?\\n]{0,30}?and )?(?:said|says|claimed|claiming) (?:he|she) (?:was|is) (?:(?:[a-z]+ ){0,3}(?:from|with)|calling from) )`,
      ),
    ],
  },
  {
    // Not "to hear this message again, press 1": the way a pharmacy's, a store's or a carrier's
    // recorded notice ends, which asks nothing (decision 0110). Nor a prison's prepaid call ("to
    // accept this call, press 1. To refuse, press 2", decision 0114).
    id: 'press_one',
    category: 'call_context',
    prior: 1.5,
    patterns: [
      words(
        "\\b(?:(?<!\\bif (?:yes|no|not|correct|incorrect)[,.]? )(?<!\\bhear (?:this|the|that) (?:message|menu) again,? )(?<!\\bto (?:accept|refuse|decline|block)(?: (?:this|the|future) (?:call|calls)(?: from this facility)?)?,? )press (?:\\d|one|two|nine|zero|the (?:number )?\\d)(?! if (?:you|this) (?:made|authori[sz]ed|recogni[sz]e|did not|didn'?t|was not|wasn'?t|(?:was|is) (?:you|correct)))(?<!\\bif (?:you|this) (?:made|authori[sz]ed|recogni[sz]e|did not make|didn'?t make|did not authori[sz]e|didn'?t authori[sz]e|was not|wasn'?t|(?:was|is) (?:you|correct))[^.!?\\n]{0,40}?press (?:\\d|one|two|nine|zero|the (?:number )?\\d))|press (?:\\d|one|two) (?:now )?to (?:speak|talk|be connected|connect)|(?:i|she|he|we|mom|dad) (?:then |just )?pressed (?:1|one)\\b|(?:to speak (?:to|with) (?:an? )?(?:agent|officer|representative))~press)\\b",
      ),
    ],
  },
  {
    id: 'caller_id_claim',
    category: 'call_context',
    prior: 1.0,
    patterns: [
      words(
        '\\b(?:caller id (?:said|showed|says|shows|displayed|read)|(?:showed|came) up (?:as|on my (?:phone|caller id))|number (?:looked|looks|appeared) (?:like|to be)|(?:same|real) number as (?:the|my) (?:bank|police|sheriff))',
      ),
    ],
  },
  {
    id: 'generic_greeting',
    category: 'call_context',
    prior: 0.5,
    patterns: [
      words(
        '\\bdear (?:[a-z]{2,12} )?(?:customer|user|member|client|account ?holder|holder|valued|beneficiary|friend|sir|madam|winner|applicant|subscriber|taxpayer)\\b',
      ),
    ],
    types: { phishing: 1 },
  },
  {
    id: 'account_problem_alert',
    category: 'call_context',
    prior: 0.9,
    patterns: [
      words(
        "\\b(?:your (?:ssn|social security number|identity|personal (?:information|data|details)|e-?mail and password) (?:was|has been|have been|were) (?:found|leaked|exposed|compromised|stolen|sold)(?: on the dark web)?|(?:account|card|loan|line of credit) (?:was|has been) opened (?:using|with|under|in) your (?:ssn|social security number|name|identity)|we (?:were|are) unable to (?:process|verify|complete|renew) your (?:[a-z]+ ){0,2}(?:recertification|renewal|application|enrollment)\\b|(?:monitoring|coverage|protection) on your (?:[a-z]+ ){0,3}(?:device|pendant|system|policy) (?:has )?lapsed\\b|(?:due to|because of) (?:a |an )?(?:payment|billing) (?:error|issue|problem|failure)|unusual (?:activity|sign-?in|log-?in|login|transaction)|sign-?in (?:was|has been) detected|(?:security |credit )?freeze (?:was|has been) (?:temporarily )?(?:lifted|removed)|purchase of \\$ ?\\d[\\d,.]*[^.!?\\n]{0,60}? (?:was|has been) placed on your|(?:was|has been) used to (?:sign|log) ?in (?:on|from|to)|someone (?:tried|attempted|is trying) to (?:access|log ?in|sign ?in|withdraw|transfer|move|take|reset|change)|someone (?:has )?requested (?:a |to )?(?:password reset|reset (?:your|the) password|change (?:your|the) password)|suspicious (?:activity|sign-?in|log-?in|login|transaction|charge|purchase|order|payment)|unauthori[sz]ed (?:transaction|charge|purchase|access|login|activity)|payment (?:failed|was declined|could not be processed|declined)|(?:payment|deposit|card)\\b[^.!?\\n]{0,50}? (?:could not|couldn'?t|cannot|can'?t) be (?:processed|completed|authori[sz]ed|verified)|billing (?:problem|issue|error)|(?:we|have) detected|problems? with (?:the |your )?(?:billing|account|payment) (?:information|details)|discrepanc(?:y|ies) (?:regarding|in|on|with) your account)\\b",
      ),
    ],
    types: { phishing: 2, bank_impostor: 2 },
  },
  {
    id: 'fake_invoice',
    category: 'call_context',
    prior: 1.3,
    patterns: [
      words(
        "\\b(?:(?:did not|didn'?t) (?:place|make|authori[sz]e) this (?:order|purchase|payment|transaction)\\?~call|(?:subscription|membership|order|plan|(?<!licen[cs]e )renewal|purchase) ~(?:has been|was|will be|is being) (?:automatically |successfully )?(?:renewed|charged|processed|auto-?renewed|debited|approved)|(?:norton|mcafee|antivirus|anti-virus|geek squad)(?: [a-z]+)? (?:has |had |was |just )?(?:been )?(?:auto-?)?renewed|(?<!\\b(?:turn on|turning on|turn off|turned off|turning off|enable|disable|set up|manage|managing) )auto-?renew(?!(?:al)? is (?:currently |now )?(?:turned |switched )?(?:off|on)\\b|(?:al)? turned on\\b| is (?:currently )?(?:disabled|enabled))|(?:if you|or) (?:did not|didn'?t) (?:authori[sz]e|make|place|request) (?:this|the) (?:purchase|order|transaction|charge|payment|renewal)(?!,? press)" +
          NOT_TO_THE_CARD +
          "|if (?:you|she|he|i|they) (?:did not|didn'?t|didnt) (?:authori[sz]e|make|place|order|recogni[sz]e) (?:it|this|that|the)(?! (?:change|update)s?\\b(?![\\s\\S]{0,160}?(?:https?:|www\\.|\\bclick\\b)))" +
          NOT_TO_THE_CARD +
          "|to cancel (?:this|the|your) (?:order|subscription|charge|transaction)~call|thank you for renewing your\\b[^\\n]{0,80}?\\$ ?\\d[\\d,.]* (?:will be|has been|was) (?:debited|charged|deducted)|(?:renewal|subscription|membership|plan) of \\$ ?\\d[\\d,.]*~(?:charged|billed|deducted|renewed)\\b[^\\n]{0,80}?\\b(?:cancel|refund)~call|if (?:it|this|that) (?:is|was) not (?:done|made|authori[sz]ed) by you|if (?:it|this|that) (?:is|was) not authori[sz]ed,? (?:please )?call\\b|(?:purchase|charge|order|payment|transaction|withdrawal|transfer(?! pin)|you sent|card (?:was|has been) used)[^\\n]{0,80}?(?:if (?:this|it) (?:was not|wasn'?t) you|if you (?:did not|didn'?t) (?:request|initiate|authori[sz]e|make) (?:this|it)\\b(?! (?:purchase|transaction|charge|payment),? press)|not you\\?,? (?:call|contact)|if not you,? (?:call|contact))" +
          NOT_TO_THE_CARD +
          "|(?:call|contact)~if you have (?:any )?questions about this (?:charge|transaction|payment|purchase|invoice)|questions about this (?:charge|transaction|purchase|invoice)~(?:call|contact) (?:our|us|the)|(?:coinbase|binance|kraken|crypto\\.com|metamask|trust wallet|ledger|trezor)[^\\n]{0,160}?(?:if (?:this|it) (?:was not|wasn'?t) you|not you\\?),? (?:please )?(?:call|contact)|(?:car|vehicle|auto)(?:'s)? (?:extended |factory )?(?:warranty|service contract)~(?:expir|final notice|renew)|(?:warranty|coverage)~final (?:courtesy )?(?:call|notice)|(?:calling (?:you )?|it'?s )?(?:about|regarding) your (?:car|vehicle|auto)(?:'s)? (?:extended |factory )?warranty|extended (?:auto|car|vehicle) warranty|(?:car|vehicle|auto) warranty (?:robo ?)?calls?|not you\\?,? (?:please )?call (?!us\\b)(?:[a-z]+ ){1,3}(?:desk|department|dept|line|team|center|centre)\\b|refunds? (?:will be|can only be|is only|are only) (?:processed|issued) (?:only )?(?:by|over the) phone|this (?:notice |offer |invoice )?is not a bill[.,;]? (?:this is |it is )?a solicitation|(?:charges|invoice|services) will be (?:considered|deemed) (?:accepted|approved)|(?:car|vehicle|auto)(?:'s)? extended (?:warranty|service contract)|extended (?:warranty|service contract) (?:on|for) your (?:(?:19|20)\\d\\d|car|vehicle|truck|auto)\\b|(?:to purchase|purchased|bought|ordered) (?:an? )?(?:norton|mcafee|geek squad|antivirus|anti-virus)\\b)|\\b(?:factory |manufacturer'?s? )?(?:coverage|warranty|protection) (?:on|for) (?:the |your )?[a-z0-9 &]{0,60}(?:has expired|have expired|will (?:soon )?expire|has lapsed|expired or (?:will (?:soon )?expire|is about to expire))",
      ),
    ],
    types: { tech_support: 3, phishing: 1 },
    // "If you did not make this payment, call 877.366.1121": with the bank's own number, the
    // genuine alert's wording and no trap (a callback scam needs its own number to be called).
    unless: ['legit_official_number', 'legit_account_alert'],
  },
  {
    // The commonest credential phishing at work (FTC, CISA): "your mailbox is full", "release
    // your held messages", "your account will be deactivated", "keep your current password" (no
    // genuine expiry notice offers to keep it), with a link to a sign-in page.
    id: 'mailbox_full_lure',
    category: 'call_context',
    prior: 1.2,
    gate: /mail|inbox|messages|storage|quota|password/,
    patterns: [
      words(
        '\\b(?:voice ?mail ?box is full\\b[^\\n]{0,80}?\\b(?:listen|play|retrieve|access|download)|(?:mailbox|inbox|e-?mail) (?:storage|quota) (?:is )?(?:\\d{1,3} ?% )?(?:full|exceeded)|(?:validate|verify|re-?validate|upgrade) (?:your )?(?:mailbox|inbox|e-?mail account)|(?:mailbox|inbox|e-?mail account|webmail)(?: storage)? (?:is|has) (?:full|over (?:its |the )?quota|exceeded (?:its |the )?(?:storage |quota )?(?:limit|quota)|reached (?:\\d{1,3} ?% of )?(?:its |the |your )?(?:storage |quota )?(?:limit|quota|capacity))|(?:release|retrieve|recover) (?:your )?(?:\\d+ )?(?:pending|held|undelivered|blocked|suspended|incoming) (?:messages|e-?mails|mails)|increase (?:your )?(?:(?:mailbox|inbox|e-?mail) (?:storage|quota|size)|storage|quota)|(?:mailbox|e-?mail account|webmail(?: account)?) (?:will be|has been|is being) (?:deactivated|suspended|deleted|closed|disabled|terminated|shut down)|(?:will|may) stop receiving (?:new |incoming )?(?:messages|e-?mails)|keep (?:using )?(?:your |the )?(?:same|current|existing|old) password)\\b',
      ),
    ],
    types: { phishing: 3 },
  },
  {
    // "I paid a contractor a deposit, he never showed up and his number is disconnected" (FTC:
    // home repair, puppy, ticket and rental scams): a person's account of money handed over to
    // someone who then vanished. A shop's late delivery is not this: the payee must be gone.
    id: 'vanished_after_payment',
    category: 'call_context',
    prior: 1.5,
    patterns: [
      words(
        "\\b(?:never (?:came back|showed up(?<!\\b(?:it|package|parcel|item|order|box|delivery|refund) never showed up)|returned (?:my calls|to (?:finish|do|start)))|never heard from (?:him|her|them) again|(?:nobody|no one) (?:ever )?(?:answered|answers|picked up)(?: the phone)?|(?:his|her|their) phone goes (?:straight )?to (?:a full )?voice ?mail|the (?:company(?:'s)? )?(?:website|web site|online store) (?:is|was) (?:gone|deleted|taken down|removed)|(?:the |their |his |her )?e-?mails? (?:now )?bounce[sd]?\\b|(?:his|her|their) (?:phone |number |phone number )?(?:is |was |has been )?(?:now )?(?:disconnected|not working|out of service)|(?:his|her|their) (?:phone |number |phone number )(?:doesn'?t|does not|no longer) work|blocked me\\b(?! from)|(?:he|she|they) (?:disappeared|vanished|stopped (?:answering|responding|replying))|(?:nobody|no one) (?:ever )?(?:came|showed up)(?=[.,;!]| and\\b|$)|the (?:puppy|kitten|dog|pet|tickets?|car) never (?:came|arrived|showed up)|(?:their|his|her|the company'?s) (?:website|web site|site|page|profile|listing|ad) (?:is|was) (?:gone|down|deleted|taken down|removed))",
      ),
      words(
        // Or a card read out to them ("he read them his debit card over the phone").
        '\\b(?:deposit|paid|pay|sent (?:him|her|them)|gave (?:him|her|them)|wired|zelle|venmo|cash ?app|\\$ ?\\d|read (?:them|him|her) (?:his|her|my) (?:debit |credit )?card)',
      ),
    ],
    // Non-delivery, not overpayment: the marketplace type's text speaks of fake checks and codes.
    types: { other: 3 },
  },
  {
    // Not an alarm company's "A monitoring agent will call you shortly" after a sensor was
    // triggered: the person's own alarm, not a reply traded for a call (decision 0119).
    id: 'agent_will_call',
    category: 'call_context',
    prior: 1.2,
    patterns: [
      words(
        '\\b(?:(?:an?|our) (?:[a-z]+ ){0,3}(?:agent|representative|specialist) will (?:contact|call) you if you (?:reply|respond|text|press) (?:no|2|n)\\b|(?:reply|text|respond)~(?:and|so|then) (?:our|an|a) (?:[a-z]+ )?(?:agent|representative|specialist|fraud (?:team|specialist|agent)|officer) (?:will|can|is going to) (?:call|contact) you|(?:an?|our) (?:[a-z]+ ){0,2}(?:agent|representative|specialist|case manager) will call (?:you )?to (?:reverse|cancel|stop|block|dispute|recover|secure)\\b|(?:an?|our) (?!(?:alarm |security )?monitoring )(?:[a-z]+ ){0,2}(?:agent|representative|specialist|case manager) will call you(?: from (?:our|a|the) (?:[a-z]+ ){0,2}(?:line|number))?(?: (?:shortly|soon|back|now|to (?:verify|confirm|reverse|cancel|stop|block))|[.!]|$)|(?:reply|text|respond) (?:here|back) so (?:i|we) can call you (?:right )?back|if (?:no|not|not you)\\b[^.!?\\n]{0,10}?(?:an?|our) (?:[a-z]+ ){0,2}(?:agent|representative|specialist|team) will (?:call|contact) you|(?:reply|text|respond)~(?:and|so|then) (?:our|an|a) (?:[a-z]+ ){0,2}(?:agent|representative|specialist|coordinator|counselor|advisor) will call (?:you )?(?:today|shortly|soon|now|to (?:apply|confirm|verify|complete|finish|process|review))|(?:reply|text) (?:yes|y|1|2|back)\\b[^.!?\\n]{0,20}? to (?:speak|talk) (?:with|to) (?:an? |our )?(?:[a-z]+ ){0,2}(?:agent|representative|specialist|coordinator|counselor|advisor)\\b)',
      ),
    ],
    types: { bank_impostor: 3 },
  },
  {
    id: 'rental_too_good',
    category: 'call_context',
    prior: 1.6,
    patterns: [
      words(
        "\\b(?:(?:i'?m|i am) the owner,? no (?:agents|realtors|brokers)|renting (?:out )?(?:her|his|my|our) (?:late )?(?:mother'?s|father'?s|parents'?|grandmother'?s) (?:house|home|cottage|place|condo|apartment)|(?:owner|landlord) (?:is )?(?:out of the country|overseas|abroad|away|on a mission|deployed)|(?:can'?t|cannot|couldn'?t) (?:show|see|view|tour) (?:me |us )?(?:the |it(?! or )|inside)|(?:deposit|first month)~(?:before|without) (?:seeing|viewing|touring|a (?:tour|viewing|showing))|(?:mail|send) (?:you |me )?the keys|book(?:s|ing)? (?:directly|direct) with me\\b|(?:airbnb|vrbo|outdoorsy|rvshare)(?: and [a-z]+)? (?:takes?|charges?|adds?)~fees|(?:don'?t|do not) mention (?:this|it) (?:in|on|to) (?:the )?(?:airbnb|vrbo|outdoorsy|rvshare|platform|app)(?: chat)?)",
      ),
    ],
    types: { marketplace_overpayment: 2, other: 2 },
  },
  {
    id: 'moves_to_chat_app',
    category: 'call_context',
    prior: 1.4,
    patterns: [
      // A handle ("Telegram @binance_support_desk") is told from a word by its underscore: the
      // folded text reads "@" as the letter "a".
      words(
        "\\b(?:join (?:our|my|the) (?:(?:private|vip|exclusive|secret) (?:[a-z]+ )?(?:whatsapp|telegram|signal) (?:class|classroom|group|channel|community|chat)|(?:[a-z]+ ){0,2}(?:whatsapp|telegram|signal) (?:class|classroom))\\b|(?:i'?m|i am) (?:mostly |usually |only )?on (?:google chat|hangouts|whatsapp|telegram|signal|wechat|line)(?: these days)?,? (?:it'?s|it is|which is) more private\\b|(?:don'?t|do not) (?:really )?(?:check|use|look at) (?:my )?(?:offerup|facebook|marketplace|craigslist|ebay|poshmark|mercari|nextdoor)(?: messages| messenger| app)?(?: much| often| very often)?\\b[^.!?\\n]{0,60}?\\b(?:text|texting|e-?mail|call) me\\b|(?:she|he|they)(?:'s| is| are) legit,? (?:just )?(?:dm|message|text|contact) (?:her|him|them)\\b|(?:customer )?(?:support|service|contact)(?: is)?:? (?:via |through |on )?(?:whatsapp|telegram) only\\b|(?:let'?s|let us|we (?:can|could|should)) (?:talk|chat|continue|speak) (?:on|via|through|over) (?:whatsapp|telegram|signal|wechat|google chat|hangouts|kik)|(?:would|do|will) you (?:want|like|mind) to (?:talk|chat|continue|text|message) (?:on|via|through|over) (?:whatsapp|telegram|signal|wechat|google chat|hangouts|kik)\\b|(?:message|contact|text|dm|inbox) (?:agent|mr\\.?|mrs\\.?|ms\\.?|dr\\.?|professor|mentor|officer) [a-z]+(?: [a-z]+)? (?:on here|on facebook|on instagram|on whatsapp|on telegram)\\b|add you to (?:the|our|my) (?:whatsapp|telegram|signal)\\b|(?:short|quick|brief) (?:chat|interview|call) (?:on|via|over) (?:telegram|whatsapp|signal|wechat|google chat|hangouts|kik)\\b|you'?ve been added to (?:the |a |our )?(?:group|chat)\\b[^\\n]{0,200}?\\b(?:signals|professor|assistant|vip)\\b|(?:free|my|our) (?:whatsapp|telegram) (?:class|classes|group|course|study group)\\b|(?:message|contact|add|text|dm) (?:our|my|the) (?:teaching |professor'?s )?assistant\\b|(?:please )?add me (?:privately|in private|on whatsapp|on telegram)\\b|(?:dm us|message us|contact us)[^.!?\\n]{0,20}? or whatsapp\\b|interviews? (?:are |is |will be )(?:done|conducted|held) (?:by|via|over|on|through) (?:text|chat|telegram|whatsapp|signal|(?:microsoft )?teams chat|google chat)\\b|(?<!\\b(?:never|not|don'?t|won'?t) )conduct (?:[a-z]+ )?interviews? (?:by text )?(?:on|via|over|through) (?:telegram|whatsapp|signal|teams chat|google chat|text)\\b|text the hiring manager|(?:download|install) (?:the )?(?:telegram|whatsapp|signal|wechat)(?: app)?\\b|(?:do you have|do you use|are you on) (?:whatsapp|telegram|wechat|kik|google chat|hangouts)\\b|i'?m (?:also )?on (?:whatsapp|telegram|wechat|signal|kik)(?: too| as well)\\b|(?:please )?add (?:me |us )?(?:on )?(?:whatsapp|telegram|wechat)\\b|(?:here|on) (?:facebook|instagram|this (?:app|site)) is not safe|(?:message|contact|text|chat with) (?:our|my|the) (?:[a-z]+ ){0,3}(?:agent|team|specialist|representative|support|desk) (?:on|via|through) (?:whatsapp|telegram|signal)\\b|(?:contact|message|text|add|reach|chat with|talk to) (?:me|us|him|her|them) (?:on|via|through|using) (?:whatsapp|telegram|signal|wechat|line app|google chat|hangouts|kik)|(?:contact|message|text|reach) (?:the|your) (?:host|seller|buyer|agent|recruiter|landlord|owner|manager) (?:on|via|through) (?:whatsapp|telegram|signal|wechat)|(?:can|could|shall) we (?:talk|chat|continue) (?:on|via) (?:whatsapp|telegram|signal|wechat|google chat|hangouts|kik)|(?:move|switch|continue) (?:the chat |our chat |this )?(?:to|on) (?:whatsapp|telegram|signal|wechat)|(?:text|message|contact|reach|write to|call) me (?:back )?(?:on|via|through) (?:whatsapp|telegram|signal|wechat)|(?:add|find) me on (?:whatsapp|telegram|signal|wechat)|(?:text|message|contact|reach|add) (?:our|my|the) (?:manager|recruiter|hr|hiring manager|agent|supervisor|team leader|assistant|mentor|coach|teacher|analyst)s? (?:on|via|through) (?:whatsapp|telegram|signal|wechat)|(?:telegram|whatsapp|signal)(?: id| handle| username)?:? [a-z0-9]*_[a-z0-9_]*|(?:contact|message|text|reach|chat with) (?:our |the )?(?:support|customer (?:service|support|care)|help ?desk|admin)(?: team| desk| agent)? (?:on|via|through) (?:telegram|whatsapp|signal|wechat)|my (?:whatsapp|telegram|signal|wechat) (?:number |id )?is)\\b|\\byou (?:have been|were|'ve been) added to\\b[^\\n]{0,80}?\\bby (?:assistant|professor|teacher|mentor|analyst|coach)\\b",
      ),
    ],
    types: { employment: 2, investment_crypto: 2, romance: 1 },
  },
  {
    // "Hi, this is Megan from the Chase fraud prevention team … are you available for a quick
    // call?", "this is Kayla with Marriott Bonvoy … is this still the best number to reach you?":
    // a named representative of a company, unasked, who first wants to talk. The opener of bank,
    // benefits, travel and refund impostors (FTC: "is this the best number" texts); nothing is
    // asked yet, so it is a reason to be unsure (MODERATE), not a scam by itself. Not where the
    // person opened the case (an Apple Support callback they booked).
    id: 'named_rep_opener',
    category: 'call_context',
    prior: 1.4,
    gate: /good time|best (?:number|way)|available|would you like me|a few minutes|couple of minutes|call you|send you the details|a (?:quick )?minute|give you a (?:quick )?call/,
    patterns: [
      words(
        "\\b(?:this is|my name is|(?:hi|hello|hey)[,!]? it'?s)(?![^\\n]{0,160}?\\b(?:case|ticket|request|appointment|callback) (?:that )?you (?:opened|requested|scheduled|booked|submitted|made)\\b) [a-z]+(?: [a-z]+)?,? (?:from|with|at|calling from|calling on behalf of) (?:the |your |our )?[^.!?\\n]{2,60}?[.!,][^\\n]{0,240}?\\b(?:is (?:now|this) a good time|(?:is this|is that|still) (?:still )?the best (?:number|way) to reach you|are you available (?:for|to take) a (?:quick )?(?:call|chat)|would you like me to (?:send|call|go over|email)|when'?s a (?:good|convenient) time (?:to|for me to) (?:call|reach)|do you have a (?:few|couple of) minutes|can i (?:call you|send you the details)|can i give you a (?:quick )?call|(?:got|have) a (?:quick )?minute\\?)",
      ),
    ],
    unless: ['legit_customer_called'],
  },
  {
    // "Annual Minutes Disclosure Statement … processing fee of $243", "your domain search engine
    // registration … $289", "the declaration of use … remit $1,875", "Beneficial Ownership
    // Information report … filing fee $349": a private firm's notice, dressed as a government or
    // registrar's, selling a filing or a listing the business does not need or can make itself
    // for less (FTC: "Fake invoices and business directory scams"; USPTO: misleading trademark
    // solicitations; FinCEN: BOI scams). Genuine ones come from the agency's own domain.
    id: 'filing_solicitation',
    category: 'call_context',
    prior: 1.6,
    gate: /remit the|search engine|trademark|certificate of|listing agreement|beneficial ownership|boi\b|annual (?:minutes|records)|statement of information|business (?:directory|listing)|listing renewal|deed|property (?:profile|record)|solicitation|property profile/,
    patterns: [
      words(
        `\\b${notWarnedAgainst('(?:remit the [a-z ]{0,40}(?:search|retrieval|certification) (?:and [a-z]+ )?fee\\b|(?:domain|website)[^.!?\\n]{0,40}?\\bsearch engine (?:registration|submission|listing|optimi[sz]ation)|search engine (?:registration|submission|listing)[^!?\\n]{0,60}?(?:domain|expir|renew|\\$)|certificate of (?:good standing|existence|status)~(?:fee|\\$|includ|file|filing)|\\bproperty profile\\b|listing agreement (?:at|for) \\$|(?:global|international|world|u\\.?s\\.?|national|federal) trademark (?:register|registry|directory|publication|database)\\b|trademark (?:renewal|registration|maintenance|monitoring|compliance) (?:notice|service|fee|offer|statement)|beneficial ownership (?:information )?(?:\\(boi\\) )?(?:report|filing)[^!?\\n]{0,80}?(?:fee|\\$|file now|overdue|penalt|required|deadline)|\\bboi (?:report|filing|compliance)[^!?\\n]{0,80}?(?:fee|\\$|file now|overdue|penalt)|annual (?:minutes|records) (?:disclosure )?(?:statement|form|requirement|service)|statement of information~(?:processing|service|compliance) (?:fee|charge)|statement of information (?:is )?(?:due|past due|overdue)\\b[^]{0,300}?\\b(?:compliance |processing |service )+fee\\b|(?:national |online |u\\.?s\\.? |local )?business (?:directory|listings?)~(?:renew|invoice|fee|\\$|confirm|expir)|listing renewal invoice|(?:certified )?copy of (?:the |your |their )?(?:current )?(?:grant )?deed\\b~(?:fee|\\$|order|obtain|request)|property (?:profile|record) notice|this is (?:a solicitation|not a bill)[^.!?\\n]{0,40}?\\b(?:solicitation|government))')}`,
      ),
    ],
    // Typed "other": no familiar pattern fits, and its upfront fee must not make it a prize scam.
    types: { other: 3 },
  },
  {
    id: 'wrong_number_opener',
    category: 'call_context',
    prior: 1.4,
    patterns: [
      words(
        "\\b(?:(?:written|wrote|typed|put) (?:the|your|my|this) number (?:down )?wrong|(?:typed|entered|put in|used) your (?:phone )?number by mistake|(?:accidentally|mistakenly|by mistake) (?:put|used|added|listed|entered|gave(?: out)?) your (?:phone )?number|(?:must have|i) saved the wrong number|(?:accidentally|mistakenly) (?:had |got )?(?:a |the |my )?(?:[a-z0-9-]+ )?code (?:sent|texted|go|went) to your (?:phone |cell )?(?:number|phone)|(?:i )?thought this (?:was|is) (?:my |the )?[a-z' ]{2,40}number\\b|saved (?:my )?[a-z' ]{0,20}number wrong|sorry,? (?:wrong number|i (?:must have|have) the wrong number|i think i (?:texted|messaged) the wrong)|is this (?:mr\\.?|mrs\\.?|ms\\.?|dr\\.?) [a-z]{2,20}\\?|is this [a-z]{2,20}\\?~(?:we met|we talked|we spoke|you gave me (?:your|this) number|remember me|from (?:yoga|pilates|church|the gym|the book club|book club|class|the club|the party|the reunion))|(?:said|says|claimed) (?:she|he|they) had the wrong number|(?:texted|messaged|contacted) me (?:by|from a) wrong number|i (?:think i )?(?:have|got|texted|messaged) the wrong (?:number|person)[^\\n]{0,40}?\\b(?:anyway|but) |you have the wrong number|(?:gave me|i (?:have|got|must have)) (?:a|the) wrong number|(?:guess|think|must have) (?:he|she|they|i) (?:wrote|saved|typed|copied) (?:it|the number|your number)(?: down)? wrong|(?:saved it wrong|wrong number)[^\\n]{0,160}?(?:maybe (?:it is|it'?s) (?:fate|destiny)|nice to meet you anyway|you seem (?:like )?(?:a )?(?:nice|kind|friendly|lovely) (?:person|man|woman|lady|guy))|(?:put|used|entered|gave) your (?:phone )?number (?:in )?by (?:mistake|accident)|is this still (?:your|the) number\\?~(?:it'?s|its|this is) [a-z]{2,20}\\b|(?:this is|it'?s|its) [a-z]{2,20}[.,!]? ~(?:we met|i met you) (?:at|in|on|during) [^.!?\\n]{0,40}(?:last|a few|the other|this past)\\b|(?:wrong number|texted (?:me )?by mistake),? (?:but|can we) (?:be friends|chat|talk))|\\b(?:told|tell|telling) (?:her|him|them) (?:it was (?:a |the )?|(?:she|he|they) had (?:a |the )?)?wrong number",
      ),
    ],
    types: { investment_crypto: 2, romance: 1 },
  },
  {
    // "A man knocked on my door, said he was working on my neighbor's roof and noticed storm
    // damage on mine": the home-repair scam's opening (FTC, "Home Improvement Scams"). A repair
    // the person sought out does not begin at their door.
    id: 'door_to_door_repair',
    category: 'call_context',
    prior: 1.2,
    patterns: [
      words(
        "\\b(?:(?:you )?pay \\$ ?0 out of pocket\\b|(?:asphalt|blacktop|shingles|sealcoat)\\b[^.!?\\n]{0,40}?\\b(?:left ?over|leftover) from (?:a|that|another|the|our) (?:[a-z]+ )?(?:job|project)\\b|(?:truckload|load) of (?:hot )?(?:asphalt|blacktop) left ?over\\b|sign our (?:authorization|assignment) form\\b|sign (?:an|the|our|this) assignment of benefits\\b|(?:leftover|left-over|left over) (?:asphalt|blacktop|sealcoat|sealer|paving material|shingles)\\b|we (?:handle|take care of|deal with) (?:your|the) insurance (?:claim|company|adjuster)\\b|(?:we'?ll|we|we will|we can|we'?ll even) (?:waive|cover|pay) (?:your|the) (?:insurance )?deductible\\b|sign the contingency (?:agreement|contract)\\b|(?:spoke|talked|met) (?:with you )?at your (?:front )?door\\b|(?:could|can) see (?:it |the damage )?from the street\\b|(?:men|man|guys?|woman|women|people|someone|a crew) (?:came|stopped) (?:by|to (?:the|my|our) (?:farm|house|home|door))[^.!?\\n]{0,40}? (?:saying|claiming) (?:they|he|she) (?:were|was) (?:doing|offering) (?:free |complimentary )?water (?:testing|tests?|quality)|(?:roof|hail|storm|wind|water|gas|meter|furnace)[a-z ]{0,30}? (?:inspections?|safety checks?) (?:in|on|around) your (?:neighbou?rhood|area|street|block)|(?:doing|working on|redoing|replacing|fixing) (?:the )?[a-z']+ roof (?:two|three|four|a few|a couple of|\\d) (?:doors|houses) (?:down|over)\\b|(?:spotted|saw|noticed) (?:some )?(?:hail |storm |wind )?damage on (?:your|my|her|his|our) (?:roof|shingles)\\b|fema[- ](?:approved|certified|authorized|registered)\\b|(?:(?:knocked on|came to|showed up at|rang|knocking at|knock at|knock on) (?:my|our|the|her|his|your) (?:front |back )?(?:door|doorbell)|(?:guy|man|woman|someone|contractor) (?:in a (?:pickup|truck|van)[^.!?\\n]{0,40}? )?knocked)[^.!?\\n]{0,110}?(?:roof|gutters?|driveway|paving|asphalt|tree|chimney|siding|shingles|storm damage|hail damage|repairs?|contractor|(?:handle|deal with|work with) (?:the|your|our|my) insurance|water (?:test|testing|quality|company|department)|water filter|pipes|gas (?:leak|safety|inspector|company)|furnace)|(?:going|went|goes|was going) door[- ]to[- ]door|(?:guy|man|woman|lady|someone|salesman|saleswoman|rep) (?:from an? (?:[a-z]+ ){0,2}(?:company|crew) )?(?:came by|came to the door|stopped by|came offering)~(?:inspection|termites?|roof|water test|driveway|pest|furnace|gutters?|asphalt)|door[- ]to[- ]door (?:contractor|roofer|salesm[ae]n|crew|worker|guy|man|men)|(?:had |has |have |with )?(?:some )?leftover (?:hot-?mix )?(?:asphalt|blacktop|paving|sealant|sealer|sealcoat|shingles|materials?)\\b|(?:just|recently) (?:did|finished|trimmed|removed|paved|sealed|fixed|repaired|replaced|cut) (?:the |a |some )?[a-z ]{0,30}? (?:for|at) (?:the [a-z]+s|your neighbou?rs?|[a-z]+'s (?:house|place|home)) (?:on|down|across|up) (?:your|the) (?:street|road|block)\\b|(?:men|man|guy|guys|crew|workers?|contractor|roofer|fellow|woman|lady) (?:in (?:a|an|orange|a [a-z]+) [a-z ]{1,30})?(?:knocked|came by|showed up|stopped by|pulled up)~(?:roof|gutters?|driveway|paving|asphalt|tree|oak|chimney|siding|shingles|storm|hail|water (?:company|department)|gas company|pipes|leak)|(?:working|doing (?:a |some )?(?:job|work)) (?:on|at|for) (?:my|your|the|our|her|his) neighbou?r'?s?~(?:roof|house|driveway|yard|noticed)|(?:extra|leftover) (?:asphalt|blacktop|materials?) from (?:a|another) job|(?:extra|leftover) (?:asphalt|blacktop) (?:on|in) (?:the|our|my|his) truck|(?:noticed|saw|spotted) (?:some )?[a-z ,]{0,40}(?:on|to) your (?:roof|chimney|gutters?|driveway) when (?:we|i) (?:drove|were driving|was driving|walked|were walking) (?:by|past))",
      ),
    ],
    types: { other: 2 },
  },
  {
    // "$1,500 cash, today only", "the full payment up front", "write the check to him personally",
    // "he wouldn't leave until I paid": how a worker at the door wants to be paid (FTC, "Home
    // Improvement Scams": no cash, no large payment before work, checks to the company).
    id: 'repair_payment_pressure',
    category: 'request',
    prior: 0.8,
    patterns: [
      words(
        `${notWarnedAgainst("(?:\\$ ?\\d[\\d,]*(?:\\.\\d\\d)? (?:in )?cash,? (?:today|right now|up ?front|before)\\b|\\b(?:wanted|wants|want|asked for|asking for|needs?|needed) (?:half|50 ?%|a third|(?:a )?\\$ ?\\d[\\d,]*) (?:of it )?(?:up ?front|upfront|in advance)(?: in cash)?\\b|\\b(?:cash only|only (?:take|takes|accept|accepts) cash|(?:full|whole|entire) (?:payment|amount|price) (?:up ?front|in advance|before)|pay \\$ ?\\d[\\d,]* before (?:they|we|he|she|i) (?:start|begin)|(?:write|make) (?:out )?the check (?:out )?to (?:him|her|them) personally|check (?:made out )?to (?:him|her) personally|(?:wouldn'?t|would not|won'?t|will not) leave until (?:i|we) pa(?:y|id)|(?:fix|do|finish|repair) (?:it|them|the [a-z]+) (?:today|right now|this afternoon) for \\$ ?\\d|(?:fix|do|finish|repair|pave|seal|coat) (?:yours|your [a-z]+) (?:today|right now|now|this afternoon)[^.!?\\n]{0,30}\\$ ?\\d[\\d,]* (?:in )?cash\\b|sign (?:a|the|this) (?:paper|contract|form) (?:today|right now|right away)|(?:only )?if (?:i|we|she|he|you) (?:paid|pay) (?:in )?cash (?:today|now|right away|on the spot)|(?:won'?t|will not|wouldn'?t) unload (?:unless|until)|(?:\\d{1,2} ?%|half) (?:deposit|down(?: payment)?) (?:to (?:lock in|secure|hold|order|start)|for (?:the )?materials)|deposit for (?:the )?materials|sign (?:our|the|an|this) (?:authorization|assignment(?: of benefits)?|aob|contingency) (?:form|agreement|contract)\\b|(?:said|says) cash (?:was|is|would be) (?:best|better|preferred)\\b|(?:prefers?|preferred) cash\\b|if i let (?:them|him|her) start (?:right now|today|now)\\b))")}`,
      ),
    ],
    types: { other: 2 },
  },
];

/**
 * Call-context signals added later, appended at the end of the catalog so every earlier signal
 * keeps its feature index (catalog.ts). A sign the corpus never shows keeps its prior as its
 * learned weight (the Gaussian prior of training).
 */
export const LATER_CALL_CONTEXT_SIGNALS: readonly SignalDefinition[] = [
  {
    // "I googled 'American Airlines customer service' and called the first number that came up",
    // "I found Delta's number on Google": a number from a search result or an ad, which is where
    // fake support lines buy their place (FTC, "Tech support scams"; BBB on search-ad numbers).
    // The company's own number is on its card, statement, app or site. Not in a warning ("never
    // call a number you find on Google").
    id: 'number_from_search',
    category: 'call_context',
    prior: 1.0,
    gate: /googl|search|bing|first number|top (?:result|number|listing)|sponsored/,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:typed [\"']?[a-z ]{3,40}(?:phone number|number|support|customer service)[\"']? into (?:bing|google|yahoo|the search bar|my browser)\\b[^.!?\\n]{0,60}?\\b(?:first|top) (?:result|number|listing|link)\\b|(?:googled|searched|search(?:ed)? (?:for|online for|google for)|looked up|looked online for)\\b[^.!?\\n]{0,80}?\\b(?<!\\b(?:almost|nearly|never|didn'?t|did not) )(?:called|phoned|dialed|dialled|rang|clicked|clicking|calling|tapped)\\b[^.!?\\n]{0,30}?\\b(?:the )?(?:first|top|very first)\\b|(?:found|got) (?:the |a |their |its |his |her )?(?:[a-z]+'s? )?(?:phone |customer service |customer-service |support |help ?line |toll-free |800 )?(?:number|line) (?:on|from|through|by|via|in) (?:google|bing|yahoo|a (?:google |web |quick )?search|the internet|an? (?:online )?ad)\\b|(?<!\\b(?:almost|nearly|never|didn'?t|did not) [^.!?\\n]{0,40})(?:number|site|result|link) (?:that )?(?:came up|showed up|popped up) (?:first )?(?:on|in|at the top of) (?:google|bing|the search|my search|the results))")}`,
      ),
    ],
    types: { tech_support: 1, other: 1 },
  },
];
