import type { SignalDefinition } from './types.js';
import { words } from './types.js';

/** A suitor's words: endearments, a meeting longed for, a partner met online. */
const ENDEARMENTS =
  "(?:my love|my darling|sweetheart|my dear(?:est)?|soul ?mate|honey,|babe,|my queen|my king|i love you|(?:can'?t|cannot) wait to (?:finally )?meet you\\b|fell in love|love of my life|(?:a man|a woman|someone|he|she) (?:i )?met on (?:a |an )?(?:online )?dating (?:site|app|website)|(?:new )?(?:boyfriend|girlfriend|fianc[eé]e?) (?:online|i met online|from (?:the )?(?:internet|facebook|a dating (?:site|app)))|online (?:boyfriend|girlfriend|fianc[eé]e?))";

/**
 * Not said by a parent in a family chat ("Mom: Thank you sweetheart!"), nor by an aunt or a
 * grandparent: a family's endearments beside a "Zelle me back" are no romance. Run only where an
 * endearment matches (the look back tried at every word cost 1.6 ms of a 10 KB transcript).
 */
const NOT_SAID_BY_FAMILY =
  '(?<!\\b(?:mom|dad|mum|mother|father|grandma|grandpa|granny|nana|papa|aunt [a-z]+|uncle [a-z]+): [^:\\n]{0,80})';

export const IMPERSONATION_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'impersonates_ssa',
    category: 'impersonation',
    prior: 1.2,
    patterns: [
      words(
        '\\b(?:social security (?:administration|admin\\b|office|department|agent|officer)|department of social security|ssa (?:officer|agent|office)|\\bssa\\b|(?:they|he|she|someone|caller) (?:was|were|is|are|said (?:they|he|she) (?:was|were)) (?:from|with) social security\\b|social security (?:number|benefits?|account) (?:has been |is |was |will be )?(?:suspended|blocked|frozen|compromised|cancell?ed|used))',
      ),
    ],
    types: { government_impostor: 3 },
  },
  {
    id: 'ssn_suspended',
    category: 'impersonation',
    prior: 2.5,
    patterns: [
      words(
        '\\b(?:final notice (?:on|about|regarding) your (?:social security number|ssn)\\b|(?:suspended|blocked|frozen|deactivated) your (?:social security number|ssn)\\b|(?:social security|ssn|social) (?:number )?(?:has been |is |was |will be |got )?(?:suspended|blocked|frozen|compromised|cancell?ed|deactivated|linked to|used (?:in|for))|(?:from|with|at) social security~(?:my|your|her|his) (?:number|ssn) (?:is |was |has been |been |got )?(?:suspended|blocked|frozen|cancell?ed)|(?:from|with|at) social security~(?:number|ssn) (?:was|has been|had been) used (?:in|for) (?:a )?(?:crime|fraud|illegal|money laundering|drug))',
      ),
    ],
    types: { government_impostor: 4 },
  },
  {
    id: 'impersonates_irs',
    category: 'impersonation',
    prior: 1.2,
    patterns: [
      words(
        '\\b(?:irs(?! forms?\\b)|internal revenue|(?:bureau|department|office) of tax (?:enforcement|collections?)|tax (?:debt|fraud|evasion)|back taxes|owe (?:the irs|taxes|back taxes)|treasury (?:department|dept)|department of (?:the )?treasury)\\b',
      ),
    ],
    types: { government_impostor: 3 },
  },
  {
    id: 'impersonates_medicare',
    category: 'impersonation',
    prior: 0.8,
    patterns: [
      words('\\b(?:medicare|medicaid|health ?care (?:benefits?|plan) (?:office|department))\\b'),
    ],
    types: { medicare_health: 3 },
  },
  {
    id: 'impersonates_law_enforcement',
    category: 'impersonation',
    prior: 1.2,
    patterns: [
      words(
        "\\b(?:fbi|federal bureau|special agent [a-z]+|u\\.?s\\.? district court|(?:a )?subpoena (?:has been|was) issued|police (?:officer|department)|^[a-z]+(?: [a-z]+)? (?:pd|police)\\b ?:|sheriff|u\\.?s\\.? marshals?|marshal|dea\\b|drug enforcement|department of justice|homeland security|federal agent|officer (?:[a-z]+ ){1,2}(?:with|from)|badge number|(?:the )?court (?:clerk|case|order|summons)|jury (?:duty|service|services)|(?:call|contact) (?:this|my|the) (?:lawyer|attorney|public defender|bail bondsman)\\b|clerk of (?:the )?(?:[a-z]+ )?court|legal processing (?:department|division|office)|docket number|resolve (?:it |this )?with the county (?:clerk|code enforcement)(?:'?s office)?\\b|customs and border|border patrol|u\\.?s\\.? customs|customs (?:officer|agent|agency|office|department)|border protection|federal trade commission agent)|\\b(?:deputy )?clerk (?:[a-z]+ )?(?:with|of|from|at) (?:the )?[a-z ]{0,30}(?:court|sheriff)",
      ),
    ],
    types: { government_impostor: 3 },
  },
  {
    id: 'impersonates_delivery',
    category: 'impersonation',
    prior: 0.6,
    patterns: [
      words(
        "\\b(?:(?:usps|postal service|post office|(?<!-)ups\\b|fedex|dhl)(?! (?:drop-?off )?receipt\\b)|royal mail|courier service|(?:package|parcel|shipment) (?:could not|cannot|couldn'?t|was not|wasn'?t|has been|is|was) (?:be |being )?(?:delivered|held|returned|suspended|stopped|seized)|delivery (?:attempt )?(?:failed|unsuccessful)|(?:incomplete|invalid|incorrect|wrong) (?:shipping )?(?:address|house number|zip)|redeliver|reschedule (?:your )?delivery|(?:tried|attempted) to (?:make a )?deliver(?:y)?|(?:unable|failed) to deliver|re-?schedule (?:the |your )?delivery|missed (?:a |your )?delivery|schedule (?:a )?(?:new |re)?delivery)",
      ),
    ],
    types: { delivery_toll: 3 },
  },
  {
    // Texts about an unpaid traffic ticket or a DMV fine with a link to pay are the same scam as
    // the unpaid-toll texts, from the same senders (FTC consumer alerts of 2025 on fake DMV texts).
    id: 'unpaid_toll',
    category: 'impersonation',
    prior: 1.8,
    gate: /toll|zpass|ezdrive|sunpass|fastrak|txtag|traffic|parking|ticket|citation|dmv|motor vehicle/,
    patterns: [
      words(
        '\\b(?:to avoid a \\$ ?\\d+ (?:citation|fine|ticket)\\b|(?:citation|ticket|violation) (?:#|no\\.? ?)?[a-z0-9-]{4,20}(?: for your (?:vehicle|car|plate))?(?: \\(\\$ ?[\\d,.]+\\))? (?:remains|is still|is)(?: now)? (?:unpaid|outstanding|overdue)|(?:parking|vehicle|traffic) (?:ticket|citation|violation)s?\\b[^.!?\\n]{0,30}?(?:is |was |remains )?(?:unpaid|outstanding|overdue)|(?:unpaid|outstanding|overdue) (?:toll|tolls|toll charges?|toll balance)|(?:i|you) (?:owe|owed) (?:a |an )?(?:unpaid )?tolls?\\b|toll (?:balance|violation|invoice|bill|charges?) (?:due|unpaid|outstanding|of)|(?:e-?zpass|ezdrive|sunpass|fastrak|txtag|toll (?:services|authority))~(?:unpaid|outstanding|overdue|due|owe|(?<!avoid )(?<!avoid toll )violation|late|penalt|final notice|(?<!\\b(?:never|not|won.?t)\\b[^.!?\\n]{0,60})pay\\b)|(?:unpaid|outstanding|overdue) (?:traffic|parking) (?:tickets?|citations?|violations?|fines?|sessions?|fees?|charges?)|your (?:traffic |parking )?(?:ticket|citation)~(?:is |was |remains )?(?:unpaid|outstanding|overdue)|(?:dmv|department of motor vehicles|motor vehicles? (?:department|division))~(?:unpaid|outstanding|overdue|license (?:will be )?suspen|suspension of your|penalty (?:of|fee|will)|(?:avoid|be) tow(?:ing|ed)))',
      ),
    ],
    types: { delivery_toll: 4 },
  },
  {
    id: 'impersonates_bank',
    category: 'impersonation',
    prior: 0.5,
    patterns: [
      words(
        '\\b(?:bank of america|wells ?fargo|chase(?! (?:him|her|them|it|me|us|after|down|away|off)\\b)|citi ?bank|capital one|us bank|pnc|td bank|navy federal|navy fed|usaa|truist|fifth third|comerica|regions bank|huntington bank|citizens bank|keybank|m&t bank|ally bank|credit union|(?<!\\b(?:by|with|contact|call|ask) )your bank|(?<!\\bfood )bank (?:account|security|fraud)|fraud (?:department|prevention|team|alert)|(?:debit|credit) card (?:has been|was|is) (?:locked|blocked|suspended|compromised|used)|(?:from|with) (?:the|your|my|his|her) bank\\b)',
      ),
    ],
    types: { bank_impostor: 3 },
  },
  {
    id: 'impersonates_amazon',
    category: 'impersonation',
    prior: 0.5,
    patterns: [words('\\b(?:amazon|prime (?:membership|account|video))\\b')],
    types: { phishing: 1, tech_support: 1 },
  },
  {
    id: 'impersonates_apple',
    category: 'impersonation',
    prior: 0.5,
    patterns: [
      words('\\b(?:apple (?:id|support|care|account|pay)|icloud|itunes (?:account|store))\\b'),
    ],
    types: { phishing: 2 },
  },
  {
    id: 'impersonates_microsoft',
    category: 'impersonation',
    prior: 0.8,
    patterns: [
      words(
        '\\b(?:microsoft|windows (?:support|defender|security|technician|technical|tech support|service center)|geek squad|norton|mcafee|best buy support)\\b',
      ),
    ],
    types: { tech_support: 3 },
  },
  {
    id: 'impersonates_paypal',
    category: 'impersonation',
    prior: 0.7,
    patterns: [words('\\b(?:paypa[li]|pay pal)\\b')],
    types: { phishing: 2 },
  },
  {
    id: 'impersonates_utility',
    category: 'impersonation',
    prior: 0.6,
    patterns: [
      words(
        '\\b(?:electric (?:company|bill|service|utility)|power (?:company|bill|will be)|gas (?:company|bill)|water (?:bill|department|company)|utility (?:company|bill|payment)|con ?ed|pg&e|duke energy|xcel energy|dominion energy|georgia power|alabama power|florida power|entergy|ameren|national grid|eversource|energy company|light bill)\\b',
      ),
    ],
    types: { utility_shutoff: 3 },
  },
  {
    id: 'claims_family_member',
    category: 'impersonation',
    prior: 0.6,
    patterns: [
      words(
        "\\b(?:(?:^|[.!?] )(?:aunt|auntie|uncle) [a-z]+[,!]? it'?s [a-z]+\\b|grandma|grandpa|grandmother|grandfather|grandson|granddaughter|your (?:grandson|granddaughter|nephew|niece|son|daughter|cousin)|it'?s me,? your|(?:hi|hey|hello) (?:mom|mum|dad|grandma|grandpa|nana|papa)\\b|(?:^|\\bcaller: )(?:mom|mum|dad|mama|mommy)[,!.]? (?:it'?s me|it'?s [a-z]+(?=[,.!])|this is|i'?m|im|i (?:need|broke|lost|dropped|got|have|can'?t|am)|please|pls|help|can you|can u|my (?:phone|cell|flight|bank card|card|wallet|passport))\\b|(?:my|our|his|her) ['\"](?:grandson|granddaughter|grandchild|nephew|niece|son|daughter|cousin|brother|sister)['\"]|(?:pretend(?:ing|ed)?|claim(?:ing|ed)|posing as|impersonating|said (?:he|she) was|saying (?:he|she) was|says? (?:he|she) is)(?: to be)? (?:my|her|his|our) (?:grandson|granddaughter|grandchild|nephew|niece|son|daughter|cousin)\\b)",
      ),
    ],
    types: { family_emergency: 3 },
  },
  {
    id: 'new_number_claim',
    category: 'impersonation',
    prior: 1.2,
    patterns: [
      words(
        "\\b(?:(?:i'?m|i am) (?:on|using|texting (?:you )?(?:on|from)) (?:my |a )?(?:friend'?s|roommate'?s|coworker'?s|buddy'?s|neighbou?r'?s|girlfriend'?s|boyfriend'?s|sister'?s|brother'?s) (?:phone|cell)\\b|this is my new (?:(?:work|cell|personal) )?(?:number|phone|cell)|my old (?:account|profile|page|fb|facebook) (?:got|was|has been|is) (?:messed up|hacked|locked|compromised|disabled|deleted|cloned)\\b[^.!?\\n]{0,40}?\\b(?:using|on) this (?:one|account|profile|page)\\b|(?:it'?s|its) me,? (?:on |from |at )?(?:the |my |a |this )?new (?:number|phone)\\b|(?:phone|cell) is (?:acting up|broken|not working|dead)~(?:texting|messaging|writing) (?:you )?from (?:this|a|another) (?:number|phone)|(?:texting|messaging|writing) (?:you )?from my personal (?:cell|phone|number)(?:,| —| -| because| since)? (?:my )?(?:work|office) (?:phone|cell|line) (?:is|was) (?:acting up|down|broken|not working)|(?:got|have) a new (?:number|phone)|(?:(?:my|his|her) (?:old )?|\\bold )phone (?:broke|is broken|fell|died|got stolen|was stolen)|(?:messaged|texted|called|wrote|contacted)(?: me| us)?(?: on [a-z]+)? from a (?:new|different|strange|unknown) number|(?:pretending|claiming|saying) (?:to be|she was|he was|it was) (?:my|her|his|our) [a-z]+ from a (?:new|different|strange|unknown) number|(?:lost|broke|dropped) my phone|(?:texting|messaging) (?:you )?from (?:a|my) (?:friend'?s|roommate'?s|coworker'?s|buddy'?s) phone|calling (?:you )?from a friend'?s phone|(?:mine|my phone) (?:got )?(?:broke|broken)\\b|save (?:this|my) new number|new (?:number|phone),? save (?:this|it|me)\\b|(?<!\\b(?:your|a|the|my) )\\bnew (?:number|phone)(?: here)?[!.]|(?:this is|texting (?:you )?from) (?:my|a) (?:temporary|temp|new|borrowed) (?:number|phone)|this is my (?:work|office|school|roommate'?s|friend'?s|girlfriend'?s|boyfriend'?s|wife'?s|husband'?s) (?:phone|number|cell)\\b|(?:still|i'?m|i am) on (?:the|my) new phone\\b|(?:log ?in|sign ?in|verif(?:y|ies)) on (?:the|my) new phone\\b|this is my new (?:e-?mail|email address|account)\\b)",
      ),
    ],
    types: { family_emergency: 3 },
  },
  {
    id: 'romantic_partner',
    category: 'impersonation',
    prior: 0.6,
    patterns: [words(`\\b(?=${ENDEARMENTS})${NOT_SAID_BY_FAMILY}${ENDEARMENTS}\\b`)],
    types: { romance: 3 },
    // "Hi Mom, it's Jen!" … "Of course, sweetheart": a parent's word for a child, not a suitor's.
    unless: ['claims_family_member'],
  },
  {
    // "Hi dear, I came across your profile and your kind smile", "I saw your comment in the
    // widows' group", "Sorry, wrong number … you seem nice, can we be friends?": a stranger who
    // begins a friendship unasked, the first message of romance and pig-butchering scams (FTC
    // "What to know about romance scams"; FBI IC3 on "wrong number" texts).
    id: 'stranger_befriends',
    category: 'call_context',
    prior: 1.2,
    patterns: [
      words(
        "\\b(?:(?:noticed|saw|see) (?:that )?we have (?:several |some |a few |many |\\d{1,3} )?mutual friends|saw you (?:asking|posting|commenting) (?:in|on) r/[a-z0-9_]+|(?:saw|read|noticed) your (?:[a-z]+ )?(?:post|comment|posts|comments) (?:on|in) (?:the )?[a-z0-9' -]{2,40}? (?:page|group|forum|circle)|(?:so )?glad (?:we|i) (?:connected|met|matched) (?:in|on|through) (?:the|a|your) [a-z0-9' -]{2,40}? (?:group|page|forum|circle|club)\\b|(?:saw|read) your kind (?:comments?|words)\\b|your (?:posts?|photos?|pictures?|comments?) (?:about [a-z ]{1,30})?(?:made|make|makes) me smile|(?:maybe|perhaps) we (?:can|could) be friends|(?:came across|stumbled (?:up)?on|(?:just )?(?:saw|found|noticed|viewed)) your (?:profile|page|pictures?|photos?|pics?|comments?|post)(?! (?:and|but) (?:it|they|the|there)\\b)~(?:smile|beautiful|handsome|lovely|kind|pretty|gorgeous|friend|know you|connect|chat|widow|lonely|dear)|(?:saw|found|noticed) (?:you|your (?:profile|page)) (?:on|in|under) (?:suggested friends|people you may know|friend suggestions)|(?:saw|read|noticed) your (?:comment|post) in (?:the|a|our) [a-z0-9 ]{2,40}group\\b|(?:noticed|saw|see) (?:that )?you (?:liked|follow|commented on|posted in|shared) (?:the |a |our )?[a-z0-9' -]{2,40}? (?:page|group)\\b|(?:noticed|saw|see) (?:that )?you (?:liked|commented on|shared) a post about\\b|(?:saw|see|read|noticed) (?:ur|your) post (?:looking for|asking (?:about|for))\\b|came across your profile (?:in|on) (?:the )?[a-z0-9' -]{2,40}? (?:group|page)\\b|(?:wrong (?:number|person)|(?:saved|wrote|typed|copied) (?:it|the number|your number)(?: down)? wrong|number is (?:very )?similar)[^\\n]{0,160}?(?:(?:we|maybe we) (?:can|could) be friends|(?:hope|hoping) (?:that )?we (?:can|could) be friends|be friends\\?|nice to meet you(?: anyway)?|you seem (?:like )?(?:a )?(?:nice|kind|friendly|lovely)|(?:do you )?mind if we (?:chat|talk|keep in touch|be friends)|maybe (?:it is|it'?s) (?:fate|destiny)|where are you from))|\\byour (?:smile|photos?|pictures?|profile|pics?)\\b[^.!?\\n]{0,40}?\\bcaught my (?:eye|attention)",
      ),
    ],
    types: { romance: 2, investment_crypto: 2 },
  },
  {
    // A stranger who "messaged me on Facebook" is the romance scam's first step; a granddaughter
    // who did is family, read by the family signals (decision 0111).
    id: 'overseas_partner_story',
    category: 'impersonation',
    prior: 1.3,
    patterns: [
      words(
        '\\b(?:deployed|deployment|peace ?keeping|oil rig|(?:here|stationed|posted) (?:at|on) the (?:military |army )?base in [a-z]+|leave (?:form|request|papers?|application|fee) (?:must|has to|needs to) be paid|(?:working|work|based) offshore|offshore (?:as an?|engineer|(?:oil )?(?:rig|platform)|(?:project|contract|assignment) (?:in|on|off)\\b)|(?:engineer|contractor|surgeon|doctor) (?:working )?(?:on a contract |with the un )?(?:in|at) (?:dubai|syria|yemen|afghanistan|iraq|qatar|the north sea|the gulf|a ship)|(?:surgeon|doctor) with the (?:un|united nations|red cross)|(?:on|from) (?:facebook|instagram|whatsapp|tiktok|a dating (?:site|app))~(?:in the (?:army|military|navy|marines)|(?:soldier|general|sergeant|officer) (?:in|with|overseas|abroad))|stationed (?:in|overseas|abroad)|overseas (?:on|for) (?:a )?(?:mission|contract|project)|un (?:doctor|soldier|mission)|(?:saw|found|liked|loved) (?:my|your) (?:profile|pictures?|photos?)|(?<!\\b(?:granddaughter|grandson|daughter|son|niece|nephew|sister|brother|cousin|grandkid|grandchild)(?: [a-z]+)? )messaged (?:me|him|her) on (?:facebook|instagram|whatsapp|tiktok|words with friends)(?! ?marketplace)|(?<!\\b(?:sent|paid|gave|transferred) (?:you|her|him|them) (?:the )?(?:\\$ ?[\\d,.]+ )?for (?:the|your) )(?<!\\b(?:put|bought|booked|got|charged|purchased) (?:both |the |our |two |your |us )?)(?:plane|airline|flight) tickets?|(?:fly|come) (?:here |over )?to (?:see|visit|meet) (?:me|you|him|her)|met (?:him|her|them|someone|a (?:[a-z]+ )?(?:man|woman|gentleman|lady)) (?:online|on (?:facebook|instagram|whatsapp|a dating|match|the internet|words with friends|tinder))|dating (?:site|app)|met [a-z]{2,20} on (?:match|tinder|bumble|hinge|facebook|instagram|a dating))|\\b(?:engineer|contractor|surgeon|doctor|soldier|geologist)\\b[^.!?\\n]{0,40}?\\b(?:in|on|at) (?:dubai|qatar|kuwait|syria|iraq|afghanistan|nigeria|ghana|the north sea|an oil rig|a ship|offshore)\\b|\\b(?:his|her) (?:camera|webcam) (?:is|was) (?:broken|not working)',
      ),
    ],
    types: { romance: 3 },
  },
  {
    id: 'tech_problem_claim',
    category: 'impersonation',
    prior: 1.3,
    patterns: [
      words(
        "\\b(?:(?:hp |canon |epson |brother )?printer (?:is |shows |showing )?offline\\b|(?:do not|don'?t) close this (?:window|page|browser|tab) or (?:shut down|turn off|restart) (?:your|this) (?:computer|pc|device)\\b|(?:do not|don'?t) close this (?:window|page|browser|tab)[.!]? (?:and )?call\\b|(?:video|flash|media) player is out of date\\b|(?:computer|device|pc|laptop|phone|system|ip address|router|printer|wi-?fi|network|echo(?: dot| show)?|fire tv(?: stick)?|smart tv|roku) (?:\\([^)\\n]{1,30}\\) )?(?:is|has been|was|got) (?:infected|hacked|compromised|blocked|locked)|(?:home )?(?:network|computer|device|pc|laptop|router|wi-?fi) is (?:now )?(?:unprotected|exposed|vulnerable) (?:from|to) (?:hackers|attacks|viruses|malware)|(?:printer|computer|pc|laptop|system|windows|router) (?:driver|drivers|software|firmware|registry|files?) (?:is|are|has been|have been|was|were) (?:corrupted|infected|damaged)|virus (?:detected|found|alert)|(?:error|virus|warning) (?:reports|messages|alerts|signals) from your (?:computer|pc|device|laptop)|(?:computer|device|pc|laptop|ip address|router|network) (?:is|has been|was) sending (?:us |our server )?(?:error|virus|warning) (?:reports|messages|alerts|signals)|hackers (?:are|have been) (?:using|in|inside|accessing|controlling|getting into) (?:your|my) (?:computer|pc|laptop|device|network|ip address|wi-?fi)|(?:infected|hacked|compromised) (?:with|by) (?:a |\\(?\\d+\\)? )?(?:virus|viruses|malware|trojans?)|(?:my|your|the|her|his) (?:computer|pc|laptop) has (?:a )?(?:virus|viruses|malware)|pop-?up (?:said|says|saying|appeared)|pop ?-?up~(?:froze|frozen|locked|beep|beeping|alarm)|(?:computer|screen|laptop) (?:froze|locked up|was locked)~(?:message|pop-?up|warning|said (?:to )?call)|do not (?:shut down|shut off|turn off|restart|close) (?:your |the )?(?:computer|pc)|security alert on your (?:computer|device)|(?:windows|microsoft|office|antivirus|norton|mcafee) (?:license|licence|subscription|protection) (?:has )?expired|files (?:will be|are being|have been) (?:encrypted|deleted|locked))|\\b(?:iphone|pc|computer|device|mac) (?:has been|is) (?:compromised|infected)\\b|\\b\\(?\\d+\\)? (?:viruses|threats|trojans) (?:were |have been |may already be )?(?:detected|found|on your)",
      ),
    ],
    types: { tech_support: 4 },
  },
];
