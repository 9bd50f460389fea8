import type { SignalDefinition } from './types.js';
import { notWarnedAgainst, words } from './types.js';

export const PRESSURE_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'urgency',
    category: 'pressure',
    prior: 0.6,
    patterns: [
      words(
        '\\b(?:before (?:the )?(?:funding|funds?|money) (?:runs? out|is gone)|(?<!\\b(?:nothing|not|no|non) )urgent(?:ly)?|immediately(?! (?:following|after|afterwards?|before|below|above|next|adjacent|behind|preceding))|act now|right away|asap|(?<!\\bchange (?:your|the) password )as soon as possible|final (?:notice|warning|reminder)|last (?:chance|warning|notice)|time[- ]sensitive|respond (?:now|today|promptly)|without delay|hurry|spots are limited|only \\d+ (?:spots|slots|openings) (?:are )?(?:left|remaining)|before the deadline|before (?:the )?(?:funds|money) (?:runs?|is gone|are gone)(?: out)?)\\b',
      ),
    ],
  },
  {
    id: 'deadline',
    category: 'pressure',
    prior: 0.6,
    patterns: [
      words(
        '\\b(?:(?<!\\b(?:returns?|returned|exchanges?)(?: free| it| them| items?)? )(?<!(?:\\bnot|\\bnever|n.t) (?:been )?paid )within (?:the next )?(?:\\d{1,3}|one|two|twenty[- ]four|forty[- ]eight) ?(?:hours?|hrs?|h(?![a-z])|minutes?|mins?|days?)|(?:shut (?:off|down)|disconnect(?:ed)?|cut off|arrest(?:ed)?)\\b[^.!?\\n]{0,40}?\\bwithin the (?:hour|next hour)\\b|in the next (?:\\d{1,2}|five|ten|fifteen|thirty) (?:minutes|mins)|(?:by|before) (?:today|tonight|tomorrow|midnight|(?:the )?end of (?:the )?(?:business )?day|(?:the )?end of business(?: today)?|\\d{1,2}(?::\\d\\d)? ?(?:am|pm))|(?:cut-?off|deadline) is (?:today|tonight|tomorrow)|expires? (?:today|tonight|soon|in|at (?:the )?end of (?:the )?business(?: day| today)?\\b)|(?:envelope|link|document|access|offer) will expire\\b|(?:will|shall) be (?:closed|cancell?ed|suspended|deleted|terminated) (?:if|unless|within|in))',
      ),
    ],
  },
  {
    id: 'arrest_threat',
    category: 'pressure',
    prior: 1.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:process )?server (?:will be|is being) (?:dispatched|sent)|(?:result in|to avoid) (?:a |an )?(?:wage garnishment|property lien|default judgment|forced sale|lis pendens)\\b|(?:a )?default judgment (?:may|will|could|can) be (?:entered|issued|granted) against you\\b|lien has been (?:filed|placed) (?:on|against)\\b|complaint (?:that )?(?:has been |was )?filed (?:under|against) your (?:ssn|social|name)\\b|contracted to serve you (?:with )?(?:legal )?(?:documents|papers)\\b|(?:to avoid|or (?:face|receive)) (?:a )?(?:court )?summons\\b|complaint (?:is )?(?:being )?filed against your (?:name|social)|(?:tax )?lien (?:may|will|could) be (?:filed|placed)\\b|repossession order\\b|wages? (?:may|will|could) be garnished|arrest(?:ed)?|warrant(?<!\\bif you (?:miss|fail to appear|do not appear|don'?t appear|don'?t show up)(?: (?:in|at|for))? (?:court|your (?:court )?(?:date|hearing|appearance))[^.!?\\n]{0,60}?warrant)|jail|prison|prosecut(?:e|ed|ion)|(?<!class action )lawsuit|legal action|deport(?:ed|ation)?|criminal (?:charges?|case|investigation)|(?:forwarded|referred|sent) to (?:the )?(?:magistrate|judge|prosecutor|district attorney|u\\.?s\\.? attorney)|(?:file|account|case|matter) will be (?:forwarded|referred|sent|escalated) (?:to|for) (?:legal|litigation|our (?:attorneys?|legal (?:team|department)))|(?:case|warrant|complaint)(?: (?:#|no\\.?|number))? ?[a-z]{0,3}-?\\d[a-z0-9-]{3,} (?:filed )?(?:in|under|against) your name|federal (?:matter|case|complaint|charges?) (?:under|against|in) your (?:name|social)|(?:police|officers?|sheriff|marshals?) (?:will|are going to) (?:come|be sent|arrive))")}\\b`,
      ),
    ],
    types: { government_impostor: 2 },
  },
  {
    id: 'account_suspension_threat',
    category: 'pressure',
    prior: 1.0,
    patterns: [
      words(
        "\\b(?:accounts?|profiles?) not (?:migrated|verified|updated|confirmed|validated|upgraded) by [a-z0-9/]+ will be (?:suspended|closed|locked|deactivated|frozen|deleted)\\b|\\b(?:results|order|package|parcel|shipment|delivery|documents?|report|refund|funds) (?:will be|are being|is being|are|is) (?:held|on hold) until (?:payment|the (?:fee|balance|amount))\\b|\\b(?<!\\b(?:old|previous|former|lost|stolen|replaced|expired|jury) )(?<!\\b(?:when|while|once) (?:your |the )?)(?<!\\bif the )(?<!\\b(?:put|puts|placed|place) (?:my|your|the|his|her) )(?:account|acct|card|access|profile|page|service(?:\\(s\\)|s)?|id|membership|registration|number|benefits?|kyc|a/c|wallet|mailbox|(?:mfa|authenticator|security) token|driver'?s licen[cs]e)(?! (?:with|from|at) (?:your |the )?(?:previous|old|former|prior) ) ~(?:has been|have been|been|is|are|was|were|will be|will|being|temporarily|permanently) ~(?<!\\b(?:was|were|has|have|had) (?:not|never)(?: been)? )\\b(?:suspended|locked|limited|disabled|de-?activated|frozen|block|restricted|blocked(?! from (?:further |new )?(?:checkouts|borrowing|holds)\\b)|banned|closed|terminated|on hold(?! while (?:i|you|we|she|he|they|your|the|my)\\b)|flagged|compromised|under review|cancell?ed)\\b|\\b(?:will be|is going to be) (?:permanently |temporarily )?(?:disabled|suspended|deleted|deactivated|locked|closed|terminated) (?:in|within) (?:the next )?\\d{1,3} ?(?:hours?|hrs?|days?)\\b|\\b(?:your )?next (?:benefit )?payment will be (?:held|suspended|stopped)\\b|\\b(?:your |the )?(?:benefits|benefit payments|compensation|pension) (?:could|may|will) be (?:interrupted|suspended|stopped|cut off)\\b|\\b(?:account|profile|page|channel) (?:will be|is going to be) (?:permanently )?(?:removed|deleted|erased)\\b(?=[^.!?\\n]{0,40}(?:within|unless|\\d{1,2} ?(?:hours|hrs|days)))|\\b(?:suspended|locked|blocked|frozen|restricted|disabled) (?:your|the) (?:account|card|access|debit card|credit card)\\b|\\b(?:subscription|membership|account|service) (?:was|has been|is) (?:paused|on hold) (?:because|due to)\\b|\\b(?<!\\b(?:put|puts|placed|place) (?:my|your|the|his|her) )(?:account|acct) (?:locked|suspended|disabled|frozen|on hold)\\b|\\baccounts (?:that|which) ~will be (?:temporarily |permanently )?(?:suspended|locked|disabled|de-?activated|closed|terminated|blocked|frozen)\\b|\\b(?:avoid|prevent) (?:your )?(?:account|card|service) (?:suspension|closure|deactivation|being (?:suspended|blocked|closed))\\b|\\b(?:licen[cs]e|registration|account|benefits?|coverage|service) (?:is |are |has been |have been |will be )?(?:scheduled|set|flagged) for (?:suspension|deactivation|termination)\\b|\\byour (?:[a-z.]+ ){0,3}application(?: \\([^)]{0,40}\\))? (?:is|has been|was) (?:currently |now )?(?:on hold|suspended|frozen|blocked)\\b|\\b(?:doesn'?t|does not|won'?t|will not) get (?:deactivated|suspended|locked|closed|frozen|blocked)\\b|\\b(?:you will|you'?ll|or) lose (?:all )?access to (?:your|the|company) (?:account|e-?mail|mailbox|files|company e-?mail)\\b|\\b(?:plan|coverage|benefits) (?:is being|will be|has been) (?:discontinued|terminated)\\b|\\b(?:will )?lose (?:all )?(?:your )?(?:medical|drug|health|medicare|insurance)(?: (?:&|and) drug)? coverage\\b|\\byour (?:phone |wireless |mobile )?line (?:will be|has been|is being|is) (?:suspended|disconnected|deactivated|shut off)\\b|\\b(?:policy|coverage)(?: #?[a-z0-9-]*\\d[a-z0-9-]*)? (?:will be|is being|is set to be|is scheduled to be) (?:cancell?ed|terminated)\\b(?! (?:on|effective|as of|at the end of) )|\\b(?:new|your|incoming) (?:e-?mails?|messages|photos|files|videos|items|purchases)(?: (?:&|and) [a-z]+)?(?: to your [a-z]+)? (?:are being|will be) (?:returned to sender|deleted|removed|erased)\\b|\\b(?:e-?mails?|messages|photos|files|videos|items|purchases)(?: (?:&|and) [a-z]+)?(?: to your [a-z]+)? (?:are being|will be) (?:returned to sender|deleted|removed|erased)(?= (?:on|in|within|unless|after|by|tonight|today|tomorrow)\\b)|\\byour (?:vehicle )?registration (?:may|will|could) be (?:suspended|revoked|cancell?ed)\\b",
      ),
    ],
    types: { phishing: 2, bank_impostor: 1 },
  },
  // Not an energy-assistance appointment's "bring your gas bill and your disconnect notice"
  // (decision 0117).
  {
    id: 'shutoff_threat',
    category: 'pressure',
    prior: 1.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst('(?:(?:subject to|face|risk)\\b[^.!?\\n]{0,60}?\\b(?:possible |potential )?(?:interruption|disconnection|termination) of (?:your )?(?:electric |gas |water )?(?:service|power|electricity)\\b|(?:power|electricity|gas|water|service) (?:gets?|will get) (?:shut|cut|turned) off\\b|(?:power|electric(?:ity)?|gas|water|service) shut ?-?off (?:is )?scheduled\\b|disconnection (?:crew|order|team|technician) (?:is |has been )?(?:scheduled|dispatched|on (?:the|its|their) way)|(?<!\\b(?:copy of|bring|include|attach|upload)\\b[^.!?\\n]{0,120})disconnect(?:ion)? (?:notice|order|(?:is )?scheduled|department|dept)|scheduled to (?:disconnect|shut off|cut off|turn off) (?:your |the )?(?:power|service|electric|electricity|gas|water)|(?:disconnect(?:ion|ed)?|shut ?off|cut off) (?:in|within) (?:one|an|a|two|\\d{1,2}) (?:hours?|minutes?|mins?)|(?:will|to) be disconnected|disconnect (?:your|the) (?:power|service|electric|electricity|gas|water)|shut (?:off|down) ~(?:power|electric|electricity|gas|water|service)|(?:power|electricity|gas|water|service) ~(?:will be|would be|is going to be|to be) (?!temporarily|briefly)~(?:shut off|cut off|disconnected|turned off)(?![^.!?\\n]{0,60}\\b(?:between \\d|from [\\dio]{1,2}(?::\\d\\d)? ?(?:am|pm)? ?(?:-|to|until) ?[\\dio]))|cut off your|cut (?:off )?(?:the|your|our|my|his|her) (?:power|water|gas|electricity|heat|service))')}\\b`,
      ),
    ],
    types: { utility_shutoff: 4 },
  },
  {
    // "Please dont post anything about it on fb" hides a favour; "Don't post it on Facebook lol,"
    // said of a party or a family's safe word, hides nothing asked (decision 0109).
    id: 'secrecy_demand',
    category: 'pressure',
    prior: 2.2,
    patterns: [
      words(
        `\\b${notWarnedAgainst(
          "(?:only (?:you and (?:me|i)|the two of us) (?:need to|should|will|can|must) know\\b|(?:really )?(?:doesn'?t|does not|don'?t|do not) want (?:his|her|their|my|our) (?:parents|mom|dad|mother|father|wife|husband) to (?:find out|know)\\b|(?:(?:said|told me)(?: that)?|and that) i shouldn'?t (?:call|contact|tell) (?:[a-z]+ ){1,3}(?:myself|directly|yet)\\b|delete (?:this|our|these|the) (?:chat|conversation|messages?|texts?) (?:after|afterwards|when you'?re done|once you)\\b|(?:the va|the irs|your bank|the bank|your kids|your children|your family|your (?:financial )?advi[sz]or) (?:doesn'?t|does not|don'?t|do not) (?:need|have) to know\\b|(?:please )?(?:don'?t|dont|do not) (?:call|contact|phone|email|e-mail) (?:the|our) (?:office|front desk|front office|branch|school|main line|receptionist)(?:s)? (?:about|regarding|to (?:confirm|verify|check)) (?:this|it|the (?:change|update|request|new (?:account|portal|process)))\\b|(?:don'?t|dont|do not) discuss (?:this|it|the case|this case|this matter) with (?:your )?(?:family|anyone|relatives|bank)|(?:don'?t|dont|do not) discuss what(?:'s| is) (?:inside|in (?:it|the (?:envelope|package|box)))(?: with| to)\\b|(?:don'?t|dont|do not) mention (?:this |it |anything )?to [a-z]{2,20}\\b|(?:handle|do|take care of) (?:this |it )?(?:for me )?discreetly|(?:favou?r|task|this|it) handled discreetly|(?:told|asked) (?:us|me|him|her) not to (?:mention|tell)~(?:our|my|your) (?:son|daughter|kids|children|family|bank|advisor|accountant)|(?:don'?t|dont|do not) (?:post|put|say) (?:anything (?:about (?:it|this) )?|about (?:it|this) )on (?:fb|facebook|social media)\\b|(?:don'?t|dont|do not|never) (?:tell|inform|mention (?:this |it |anything )?to|talk to|call|discuss (?:this |it )?with) (?:(?:her|him|them) or )?(?:anyone|anybody|anyone (?:else|in the office)|your (?:family|bank|kids|children|son|daughter|wife|husband)|mom|dad|the bank|the police|(?:the )?(?:store |bank )?(?:clerk|cashier|teller)s?|(?:aunt|uncle|grandma|grandpa|nana|papa) [a-z]+|your (?:aunt|uncle|mom|dad|mother|father|parents))|(?:don'?t|dont|do not) call (?:their|the|my|our) (?:office|title company|lender|escrow (?:office|officer|company))(?:,| —| -)? (?:they'?re|they are|it'?s|she'?s|he'?s) (?:slammed|busy|swamped|closed)\\b|(?<!\\b(?:has|did|have|if) (?:anyone|someone|somebody)\\b[^?.\\n]{0,80})(?<!\\b(?:nobody|no one|never|didn'?t|did not) (?:asked|told|wanted) (?:me|her|him|us|them) to )keep (?:this|it) (?:between us|a secret|secret|confidential|quiet)(?! until\\b(?! (?:i|we) (?:announce|close|finali[sz]e)))|(?:confidential|private),? so (?:no need to|don'?t|do not) (?:loop in|cc|copy|include|involve|tell) (?:anyone|anybody)|(?:with|in) (?:the )?utmost (?:secrecy|confidentiality)|(?:must|should) not be (?:discussed|shared) with (?:anyone|colleagues|co-?workers|your (?:colleagues|supervisor|manager|boss|family|direct supervisor))|(?:don'?t|do not) (?:loop in|cc|involve) (?:accounting|finance|payroll|anyone)\\b|(?:do not|don'?t|never) (?:contact|call|talk to|speak (?:to|with)) your (?:lender|bank|servicer|mortgage company)\\b|(?:solicit|request|need) your (?:strictest|utmost|absolute) confidence|(?:absolute|strictest|utmost) confidentiality (?:with regard to|regarding|in|of) this (?:pending )?(?:transaction|deal|business|matter)|(?:assist|help) me secretly|(?:bank|teller)s? (?:may|might|will) (?:ask|lie|be involved)|tell (?:the bank|them|the teller) (?:it'?s|it is) (?:for|a) |(?:if )?the teller asks,? (?:just )?tell (?:her|him|them) (?:it'?s|it is) for|(?:don'?t|do not) (?:use|call) the (?:number|phone number) on (?:the back of )?(?:your|the) card|(?:begged|asked|told) (?:me )?not to tell (?:his|her|their|my) (?:mom|dad|mother|father|parents|wife|husband|family)|(?:don'?t|do not) want (?:mom|dad|my mom|my dad|my parents|them|anyone|the family) to know|(?:(?:told|asked|warned) (?:me|us|her|him) |(?:said|says) )not to tell (?:the )?(?:bank|branch|teller|tellers|clerk|cashier|staff|branch staff|anyone|anybody|my family|other (?:ladies|members|women|men|girls|guys|folks)\\b|(?:my |your |her |his )?(?:financial )?(?:advisor|adviser|accountant|broker))\\b)",
        )}`,
      ),
    ],
    types: { family_emergency: 1, government_impostor: 1, bank_impostor: 1 },
  },
  {
    id: 'violent_threat',
    category: 'pressure',
    prior: 2.6,
    patterns: [
      words(
        "\\b(?:kidnapped|(?:has|have|took|got) (?:your|my|his|her) (?:daughter|son|granddaughter|grandson|child|wife|husband)(?! (?:help|do|call|check|look|drive|take|come|read|set|show|handle|pay|fill|go|sign|bring|pick|to)\\b)|ransom|hit ?man|(?:we|they) (?:have|took|grabbed) your (?:nephew|niece|grandchild|brother|sister|mother|father)\\b|(?:you'?ll|you will) never see (?:him|her|them) again|(?:she|he|they|you) (?:would|will|is going to|are going to|gonna) (?:be|get) (?:hurt|harmed|killed)|they (?:have|got|took) me|paid to kill|(?:kill|hurt|harm) (?:you|him|her|them|your family|the (?:girl|boy|child))|(?:cut|chop) (?:off )?(?:her|his) (?:finger|hand))\\b",
      ),
    ],
    types: { extortion: 5 },
  },
  {
    // "I'm in a meeting and can't talk, I need a favor" (FTC: the boss and pastor gift-card
    // scams): the excuse that stops you calling the real person to check.
    id: 'cannot_talk_excuse',
    category: 'pressure',
    prior: 1.0,
    patterns: [
      words(
        "\\b(?:(?:i'?m|i am) (?:traveling|travelling|on (?:a|the) (?:flight|plane|road)|boarding|out of the country|overseas)(?: [a-z]+){0,3} (?:and|so) (?:(?:i )?only have (?:e-?mail|text|my phone for e-?mail)|(?:i )?can only (?:e-?mail|text)|(?:i )?(?:can'?t|cannot) (?:talk|call|take (?:a |any )?calls?))\\b|(?:i'?m|i am) at the hospital (?:visiting|with) [^.!?\\n]{0,30}?(?:can'?t|cannot) (?:talk|take calls)\\b|(?:please )?(?:don'?t|do not) call (?:the |our |my )?(?:old )?(?:(?:office |main )?(?:line|number)|office)\\b~(?:moving|changing|new|reply|e-?mail|(?:phones?|lines?) (?:are|is) down)|(?:i'?m|i am) (?:in|at|stuck in|going into|heading into|about to go into) (?:a |an |the )?(?:[a-z]+ ){0,2}(?:meeting|conference|board meeting|service|surgery|class|retreat|convention|seminar|session|procedure|funeral|visit|appointment)~(?:can'?t|cannot|unable to|won'?t be able to) (?:talk|take (?:a |any |your )?calls?|answer|speak)|(?:i'?m|i am|he'?s|he is|she'?s|she is) (?:tied up|stuck) in (?:a |an )?(?:meeting|conference|back[- ]to[- ]back meetings)|(?:i'?m|i am) in (?:back-to-back |meetings? )?(?:meetings|closings)~(?:e-?mail|text) is (?:best|easiest|the best way)|(?:i|he|she) (?:can'?t|cannot) take (?:any )?calls (?:right now|now|at the moment)|(?:i'?m|i am) stuck in (?:back[- ]to[- ]back )?meetings~(?:can'?t|cannot|unable to) (?:talk|take (?:any )?calls|answer)|(?:can'?t|cannot) (?:talk|take calls) (?:right now|now|at the moment)~(?:text|e-?mail|reply) (?:me|only)|(?:reply|respond|e-?mail|text)(?: to this e-?mail| to this message| by e-?mail| me)? only~(?:i'?m|i am) (?:in (?:a |an )?(?:board |staff |client )?meeting|boarding|on a flight)|(?:i'?m|i am) (?:in (?:a |an )?(?:board |staff |client )?meeting|boarding (?:a )?(?:flight|plane)|on a flight)~(?:e-?mail|text|reply)(?: me)? only|(?:don'?t|do not) call~(?:i'?m|i am) at work~(?:can'?t|cannot) talk|(?:please )?(?:do not|don'?t) call (?:the|our|my) (?:office|main|front desk)(?: line| number)?\\b~(?:reply|e-?mail|text|respond))|\\b(?:she'?s|he'?s|she is|he is|they'?re|they are) (?:in|stuck in|going into) (?:a |an )?(?:meeting|conference|service)~(?:can'?t|cannot|unable to) (?:talk|take (?:a |any )?calls?|answer)|\\b(?:i'?m|i am) (?:tied up|stuck) (?:at|in|with)\\b[^.!?\\n]{0,60}?\\b(?:can'?t|cannot) (?:get to|go to|make it to) the bank",
      ),
    ],
  },
  {
    id: 'stay_on_line',
    category: 'pressure',
    prior: 1.6,
    patterns: [
      words(
        "\\b(?:(?:stay|stayed|keep (?:me|us|him|her)|kept (?:me|us|him|her)|remain) on the (?:line|phone)|(?:don'?t|do not) hang up|kept me on the phone|only (?:available|good|valid) (?:on|during) this call|once (?:i|we) hang up\\b[^.!?\\n]{0,30}?\\b(?:gone|locks?|lost|expires?|over)|(?:this|it) (?:isn'?t|is not) a call ?back (?:line|number)|won'?t be available if you call (?:back|the main line|them|us back))\\b",
      ),
    ],
    types: { government_impostor: 1, bank_impostor: 1, tech_support: 1 },
  },
  {
    id: 'emotional_emergency',
    category: 'pressure',
    prior: 1.0,
    patterns: [
      words(
        "\\b(?:(?:in|from) (?:jail|prison|the hospital|custody)|(?:he|she|it) was hit by (?:a )?car\\b|(?:had to )?(?:take|rush|bring) (?:him|her|it) to (?:the |an )?emergency vet\\b|(?:the |my )?(?:lawyer|attorney|public defender|officer|police|detective) (?:said|says|told me) (?:i'?m|i am) not allowed to(?: (?:talk|speak|call))?\\b|got into (?:a|an) (?:[a-z]+ ){0,2}(?:accident|crash|wreck)\\b|(?:i'?m|i am|he'?s|she'?s|it'?s) (?:at|in|calling from)? ?the police station\\b|(?:explain|about|pay|post|posting|for) (?:the |my |his |her )?bail\\b|(?:was|been|got) (?:brought|rushed) (?:in|to (?:the )?(?:er|hospital|emergency room))\\b|(?:was|been|got) taken to (?:the )?(?:er|hospital|emergency room)\\b|(?:was|been|got) booked (?:this morning|last night|today|into)\\b|(?:skateboarding|biking|bicycle|skiing|hunting|boating|fishing) accident|(?:detained|held|stopped|stuck) (?:at|by) (?:the )?(?:airport|border|customs|immigration)\\b|(?:bag|wallet|purse|backpack) (?:got |was )?stolen with (?:my )?(?:wallet|passport|phone|cards?)|(?:wallet|passport) (?:and (?:my )?(?:wallet|passport|phone|cards?) )?(?:got|were|was) stolen|(?:car|motorcycle|bike) (?:accident|crash|wreck)|(?:serious|bad|terrible) (?:car )?(?:accident|wreck)|(?:been|was|were|got) in (?:a|an) (?:[a-z]+ ){0,2}(?:accident|crash|wreck)|(?:he|she|they)(?:'s|'re| is| are| has| have)(?: been)? involved in (?:a|an) (?:[a-z]+ ){0,2}(?:accident|crash|wreck|collision)|emergency surgery|(?:i'?m|i am) (?:at|in) (?:the )?(?:urgent care|er|emergency room)\\b|(?:hit|rear-?ended|crashed into) (?:my|his|her|their|a|another) (?:car|truck|vehicle)|(?:he|she|they)(?:'s|'re| is| are) being held\\b|(?:grandson|granddaughter|son|daughter|nephew|niece) (?:is )?being held\\b|bail ?bonds? ?m[ae]n|(?:let|letting) (?:her|him|them) go home|got arrested|(?:got|get|gets|getting) (?:in|into) trouble|arrested (?:me|him|her)|under arrest|need (?:bail|a lawyer|help paying)(?<!if you need help paying)|bail (?:money|bond)|(?:i'?m|i am|he'?s|she'?s|is) in (?:a bit of |some |big |serious )?(?:trouble|an accident)|stranded|stuck (?:at|in) (?:the )?(?:airport|border|customs)|stuck (?:abroad|overseas|in (?:a |another )?(?:foreign )?country)|(?:lost|stolen|stole|took) (?:my|his|her) (?:wallet|passport|purse)~(?:abroad|overseas|stuck|stranded|hotel|flight|money|help|embassy|need)|(?:wallet|purse|passport|bag) (?:got|was|were) stolen~(?:can'?t|cannot) (?:get home|pay|fly)|(?:can'?t|cannot) get (?:back )?home)\\b",
      ),
    ],
    types: { family_emergency: 3 },
  },
];
