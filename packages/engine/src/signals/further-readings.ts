import { notWarnedAgainst, words } from './types.js';

/**
 * Further readings of pattern signals, each an alternative to a signal's first pattern: read where
 * that did not match, behind the signal's gate, and with its other patterns still required (a
 * paired context). Kept apart because several first patterns are near the size past which V8 no
 * longer optimises a regular expression (see `MORE_CREDENTIAL_ASKS`). Each came from a probe
 * round's misses (decision 0098) and is worded to the request or claim it names, not to the
 * message it came from. Each is read as `\b(?:…)`: an alternative never begins with "$" or
 * another sign that is no letter or digit, but with a look-behind ("(?<=\$ ?)\d"), checked by
 * `further-readings.test.ts`.
 */
const READINGS: readonly (readonly [string, string])[] = [
  [
    'asks_credentials',
    // A card's numbers read out front and back ("read him the numbers off the front and back"),
    // "log in with Facebook to view" a video, a card asked at sign-up "to verify you are not a
    // bot", an online banking username and password, "he only needs your FSA login", "he just
    // needed my TSP account login", a card's full number with "the code on the back" (decision
    // 0099);
    // "I just need the three digits on the back to verify" (decision 0102).
    // "Have your bank login and mobile phone ready" (decision 0107).
    // "Free registration with a card is required to verify viewers" of a funeral's live stream
    // (decision 0109).
    // An aide's "I need your debit card PIN so I dont have to bother you at the register" (decision
    // 0110).
    // "I'll need the card number, the expiration and the three digits on the back" (decision 0111).
    // A caller's "I can take a debit card number over the phone right now" (decision 0112).
    // A claims "advocate"'s "I'll also need your VA.gov login so our team can upload everything for
    // you" (VA: accredited representatives never need it) (decision 0112).
    // An eSIM's QR code sent to a "support team": whoever scans it takes the phone number, and the
    // codes sent to it (FCC, SIM swapping) (decision 0113).
    // A funeral's live stream with "quick free registration required to view" (decision 0113).
    // A "VA pharmacy" caller's "read me the number on a debit card"; a funeral stream's "have a
    // card ready for verification only"; "have your VA file number and your bank routing number
    // handy" (decision 0116).
    // A fake IRS page's "sign in with your bank's online banking credentials below" (decision
    // 0117).
    // A "fraud team"'s "Do NOT share your account info with anyone except our verified agent": the
    // exception is the ask (decision 0118).
    // A look-alike page's "Confirm your card on file", "claim now with your ComEd account # and
    // card on file": 11 scams of the probes, no genuine message (a genuine notice charges the card
    // on file; it does not ask to confirm it at a link) (decision 0118).
    // A caller's "Can you read me the card you'd like for the $69.99 monthly"; a funeral stream's
    // "Enter your name, email and credit card for age verification" (decision 0119).
    // A "technician" connected by AnyDesk: "While I'm connected I'll also check your online
    // banking": remote access is how the account is emptied (FTC, "Tech support scams") (decision
    // 0119).
    // A "customer care" comment's "Message us your name, booking number, and the card number with
    // expiry and the 3 digits on back" to send a refund: a refund needs no card number (decision
    // 0120).
    notWarnedAgainst(
      "message (?:us|me) (?:with )?(?:your )?[^.!?\\n]{0,60}?\\b(?:card number|(?:three|3) digits on (?:the )?back|cvv|security code)\\b|(?:i'?ll|i will|let me|we'?ll|we will)(?: also| just)? (?:check|look at|look into|go into|get into|access|open|secure|verify) your (?:online banking|bank account|banking app|bank app)\\b|read (?:me|us) the card (?:number )?(?:you'?d like|you want|you would like|you'?ll use)\\b|enter your (?:[a-z]+,? ){0,4}(?:and )?(?:credit|debit) card (?:number )?for (?:age |identity |id )?verification\\b|(?:confirm|re-?verify|verify|validate|claim (?:now )?with) your (?:[a-z]+ (?:#|number|no\\.?|account #) and )?(?:[a-z]+ )?card on file\\b|(?:don'?t|do not|never) share (?:your |any )?(?:account|card|banking|personal|login)(?: [a-z]+)? (?:info|information|details|numbers?|codes?) with anyone (?:except|but|other than|besides) (?:our|my|the|a) |read (?:him|her|them|me|us) (?:all )?the (?:numbers|digits) (?:off|on|from) (?:the )?(?:front (?:and|&) back|card|back)\\b|(?:log|sign) ?in with (?:your )?(?:facebook|google|instagram|apple id|microsoft)\\b[^.!?\\n]{0,20}?\\bto (?:view|watch|see|open|download|access)\\b|(?:registration|register|sign-?up|sign up|account) with (?:a |your )?(?:credit |debit )?card (?:is )?(?:required |needed )?to verify\\b|your (?:online |mobile )?banking (?:user ?name|login|user ?id) and password\\b|(?:he|she|they|agent|i) (?:only |just )?(?:needs?|needed) (?:your|my|her|his) (?:[a-z.]+ ){0,2}(?:login|log-?in|password)\\b(?! (?:page|screen|link))|(?:full|card) number\\b[^.!?\\n]{0,40}?\\b(?:the )?(?:code|three digits|3 digits) on the back\\b|(?:reply|text (?:back|us|me)|respond)(?: yes| y)? with (?:your )?[^.!?\\n]{0,60}?\\b(?:bank )?routing (?:#|no\\b|number\\b)|(?:i |we )?(?:just |only )?need (?:the |those )?(?:three|3|four|4) (?:digits|numbers) (?:on|from|off) the back\\b|have your (?:bank |online banking |account )?(?:login|log-in|password|user ?name)(?: (?:and|&) [a-z ]{2,30})? ready\\b|(?:i )?need your (?:debit |atm |bank )?card(?:'s)? pin\\b|(?:the )?card number,? (?:the )?(?:expiration|expiry|exp)(?: date)?,? (?:and|&) (?:the )?(?:three|3|four|4)[- ]digits?|(?:i|we) can take (?:a |your |the )?(?:debit |credit )?card number over the phone\\b|(?:i'?ll|we'?ll|i will|we will) (?:also |just |only )?need (?:your|the) (?:[a-z.]+ ){0,2}(?:login|log-?in|password|sign-?in)\\b(?! (?:page|screen|link))|(?:send|text|share|forward|give)(?: us| me)? (?:a (?:photo|picture|screenshot) of )?(?:the|your) (?:e-?sim )?qr code\\b[^.!?\\n]{0,60}?\\be-?sim\\b|(?:send|share|give)(?: us| me)? (?:the|your) e-?sim (?:qr code|activation code)\\b|live ?stream\\b[^!?\\n]{0,120}?\\b(?:quick |free |easy |simple )*(?<!\\b(?:no|not) (?:[a-z]+ ){0,2})registration (?:is )?required\\b|(?<!\\b(?:no|not) (?:[a-z]+ ){0,2})registration (?:is )?required to (?:view|watch) the (?:live ?stream|service|funeral|memorial)\\b|read (?:him|her|them|me|us) (?:all )?the (?:numbers?|digits) (?:off|on|from) (?:a|your|the) (?:debit|credit|bank|atm) card\\b|have (?:a|your) (?:credit |debit )?card ready for (?:verification|age verification|identity verification)\\b|have your\\b[^.!?\\n]{0,60}?\\b(?:bank )?routing (?:number|#) (?:handy|ready|nearby)\\b|(?:sign|log) ?(?:in|on) with your bank'?s (?:online |mobile )?(?:banking )?(?:credentials|login|user ?name and password)\\b[^.!?\\n]{0,20}?\\b(?:below|here|so (?:we|that we) can verify)",
    ),
  ],
  [
    'asks_personal_details',
    // "Reply with your full name and birthdate and I'll put you down for a time"; a stranger who
    // "just need[s] to look at your account #" to switch a utility plan; a photo of the front and
    // back of an insurance or debit card for a refund; "which card you paid with" asked by an
    // installer; a stranger who needs an EBT number; "reply to this email with a good phone number
    // and a time we can call you" (decision 0099).
    // A seminar's "please bring your most recent IRA and annuity statements" (FINRA, free-lunch
    // seminars) (decision 0106).
    // A caller's "how much do you have in your retirement accounts right now, roughly?" (decision
    // 0106).
    // A "VA" e-mail's "upload a copy of your DD-214, your driver's license (front and back) and a
    // recent bank statement": an identity document with a bank statement is what an account
    // takeover needs (decision 0116).
    notWarnedAgainst(
      "(?:i|we) (?:just |only )?need (?:to (?:see|look at|verify|confirm|check) )?your (?:utility |electric |gas |power )?account (?:#|number)(?! (?:on|from) (?:your|the) (?:bill|statement|card))|(?:reply|text|respond) (?:back )?with your (?:full )?name,? (?:and|&) (?:your )?(?:birth ?date|date of birth|dob|birthday)\\b|(?:photo|picture|pic|copy|scan|image)s? of (?:the )?front (?:and|&) back of (?:your|her|his) (?:insurance|medicaid|health|debit|credit|bank|ebt) card\\b|which (?:credit |debit )?card you (?:paid with|used|paid)\\b|(?<!\\b(?:won.?t|will not|don.?t|do not|never|not) )(?:need|needs|needed) (?:your|her|his) ebt (?:card )?(?:number|#|pin)\\b|reply (?:to this (?:e-?mail|message) )?with (?:a |your )?(?:good |best )?(?:phone |contact )?number and (?:a |the )?(?:good |best )?time (?:we|i) (?:can|could|may) call\\b|(?:bring|have) (?:along )?your (?:most recent |latest |current |last )?(?:ira|401\\(?k\\)?|403\\(?b\\)?|tsp|annuity|brokerage|retirement|investment|pension)\\b[^.!?\\n]{0,30}?\\bstatements?\\b|how much (?:money )?(?:do you have|have you got|is) (?:saved )?in (?:your|the) (?:retirement|ira|401\\(?k\\)?|savings|bank|checking|brokerage)\\b|(?:upload|send|submit|e-?mail|text|attach)(?: us| me)? (?:a )?(?:copy|copies|photo|photos|picture|scan)s? of your\\b[^.!?\\n]{0,80}?\\b(?:driver'?s license|passport)\\b[^.!?\\n]{0,60}?\\bbank statements?\\b",
    ),
  ],
  [
    'asks_medicare_number',
    // A relief page whose "next step asks for your name, address, phone number, Medicare number"
    // (decision 0117).
    // A Medicare card read out to a caller, or photographed front and back.
    // "Do you have your red, white and blue Medicare card handy? Go ahead and read me that number"
    // (decision 0108).
    notWarnedAgainst(
      'medicare\\b[^]{0,300}?\\bread (?:me|us) the (?:number|numbers|id) on your card\\b|(?:copy|photo|picture|pic)s? of (?:the )?front (?:and|&) back of your medicare\\b|medicare card\\b[^]{0,200}?\\bread (?:me|us) (?:that|this|your|the) (?:number|id)\\b|(?:next|second|following|then the|the next) (?:step|page|screen) (?:then )?asks? (?:you )?for (?:your )?[^.!?\\n]{0,80}?\\bmedicare (?:number|card|id)\\b',
    ),
  ],
  [
    'moves_to_chat_app',
    // A broker who "only works through WhatsApp"; a company's "agent" on WhatsApp at a number;
    // "I'll send my direct WhatsApp"; "easier to chat on WhatsApp" (decision 0099); a group's
    // "VIP signals … please message me privately" (decision 0100).
    // "Would you be comfortable chatting on WhatsApp instead?"; a job whose "interviews are being
    // conducted this week by text chat" (FTC, fake job offers) (decision 0104).
    // "Send "1" to Emily privately"; "would you mind if we chat on WhatsApp?" (decision 0108).
    // "My mentor will guide you step by step on WhatsApp", "I'll add you on WhatsApp" (decision
    // 0109).
    // "Can we talk on Google Hangouts?" (FTC, romance scams) (decision 0111).
    // A stranger's "may we talk on WhatsApp or Google Chat?" (FTC, romance scams) (decision 0118).
    notWarnedAgainst(
      '(?:may|can|could|shall) we (?:talk|chat|speak|message|continue)(?: more)? (?:on|over|via|through|by) (?:whatsapp|telegram|signal|google chat|hangouts|wechat|kik)\\b|(?:please )?(?:message|dm|pm|text) (?:me|him|her) (?:privately|in private)\\b|(?:works|communicates|talks|answers) (?:only )?(?:through|on|via|over) (?:whatsapp|telegram)\\b|(?:agent|representative|rep|specialist|officer|manager)\\b[^.!?\\n]{0,20}?\\bon (?:whatsapp|telegram) \\+?\\(?\\d|(?:send|give|text) (?:you )?my (?:direct |personal |private )?(?:whatsapp|telegram)\\b|(?:easier|better|faster|quicker|simpler) to (?:chat|talk|text|message|connect) (?:on|over|via|through) (?:whatsapp|telegram|signal)\\b|(?:can|could|shall) we (?:move|switch|go|take this|continue) (?:over )?(?:to|on) (?:whatsapp|telegram|signal|google chat|hangouts|wechat|kik)\\b|(?:can|could|may|shall) i (?:share|send|give you|explain|go over) (?:the |more |all the |you the |you more )?(?:details|info|information|more) (?:on|over|via|through) (?:whatsapp|telegram|signal)\\b|(?:would you be|are you|if you.re) comfortable (?:chatting|talking|texting|moving|continuing) (?:on|over|to|via) (?:whatsapp|telegram|signal|google chat|hangouts)\\b|interviews? (?:are|is|will be) (?:being )?(?:conducted|held|done|scheduled) (?:[a-z]+ ){0,3}(?:by|via|over|on|through) (?:text chat|text|chat|telegram|whatsapp|signal|google chat|skype chat|teams chat)\\b|(?:send|message|text|dm)\\b[^.!?\\n]{0,20}? to [a-z]+ privately\\b|(?:would you mind if|is it ok(?:ay)? if|can|could) we (?:chat|talk|text|continue) (?:on|over|via) (?:whatsapp|telegram|signal|line|wechat)\\b|(?:guide|coach|walk|teach|help|mentor) you\\b[^.!?\\n]{0,30}?\\b(?:on|over|via|through) (?:whatsapp|telegram)\\b|add you (?:on|to) (?:whatsapp|telegram|signal)\\b(?! group)|(?:can|could|shall) we (?:talk|chat|text|continue) (?:on|via|over) google (?:hangouts|chat)\\b',
    ),
  ],
  [
    'guaranteed_returns',
    // "12 percent guaranteed every year" from a private note (decision 0117).
    // A whole retirement "made back in 4 months", an insider's trading "signals", "a guaranteed
    // 12% tax free"; "a GUARANTEED 12% annual yield"; "my $5,000 became $21,600"; "clients in the
    // previous round saw a 4.2x return" (decision 0100).
    // A match's uncle who "gave me another signal" and "I made $6,200 … while I slept"; a group's
    // "23.6% profit in one session"; "my account hit $212,000" (FBI IC3, pig butchering) (decision
    // 0104).
    // "This pays one percent a month, guaranteed"; "members averaged 312% gains"; a professor who
    // "shares daily crypto signals" (decision 0105).
    // A GUARANTEED 11.5% fixed return; a pick made right before it jumped 286%; could 5x next week
    // (decision 0106).
    // "Analysts are projecting silver to triple by the end of the year" (decision 0107).
    // "A little trading tip she gives only to family"; "a guaranteed 9% private note"; "the
    // Professor guarantees no loss" (decision 0108).
    // "A guaranteed 12% first-year bonus", "Guaranteed 20% yearly growth" (8 % and over: no insurer
    // or bank guarantees that); "I've been making 25-30% every month", "the members made 18% last
    // week" (decision 0109).
    // "Helped 2,300 retirees grow their savings 40-60% last quarter" (decision 0110).
    '(?:saw|made|earned|got|returned) an? \\d{1,2}(?:\\.\\d)? ?x (?:return|gain)\\b|(?:my|her|his|our|their) \\$ ?\\d[\\d,]* (?:became|turned into|grew (?:in)?to)(?: over)? \\$ ?\\d|guaranteed \\d{1,2} ?% (?:annual |yearly |monthly )?(?:yield|apy|interest|dividend)\\b|(?:made|earned|got) back (?:her|his|my|their) (?:whole |entire )?(?:retirement|savings|investment|losses)\\b[^.!?\\n]{0,20}?\\bin (?:\\d+|a few|two|three|four|five|six) (?:days|weeks|months)\\b|(?:gives|sends|shares) (?:her|him|me|them|us) [\'"]?(?:trading |investment )?signals\\b|guaranteed \\d{1,2} ?% (?:tax[- ]free|a year|annually|per year|returns?)\\b|(?:gave|sent|shared|posted) (?:me|us|members|everyone|the group) (?:another |a |his |her |their |today.s )?(?:trading |buy )?signal\\b|\\d{1,3}(?:\\.\\d{1,2})? ?% (?:profit|gain|return)s? in (?:one|a single|1|just one) (?:session|day|trade|night)\\b|made \\$ ?\\d[\\d,]* (?:on|in|from|trading) [^.!?\\n]{0,40}?\\bwhile i (?:slept|was (?:asleep|sleeping))\\b|my (?:trading |investment |crypto )?account (?:hit|reached|is (?:now )?at|just passed) \\$ ?\\d[\\d,]{3,}|(?:pays?|paying|earns?|returns?) (?:you )?(?:one|two|three|\\d{1,2}(?:\\.\\d)?) ?(?:percent|%) (?:a|per|each|every) (?:month|week|day),? guaranteed\\b|(?:averaged|made|earned|saw) \\d{2,4}(?:\\.\\d+)? ?% (?:gains?|returns?|profits?)\\b|shares (?:daily |free )?(?:crypto |trading |stock )?signals\\b|guaranteed \\d{1,2}(?:\\.\\d{1,2})? ?% (?:fixed |annual |yearly |monthly |tax[- ]free |net )*(?:return|yield)\\b|(?:right |just )?before it (?:jumped|soared|rose|ran up|shot up|climbed|exploded|spiked) \\d{2,4}(?:\\.\\d)? ?%|(?:could|will|set to|about to|poised to|ready to) \\d{1,3}x (?:next|this|by|in|overnight|before)\\b|(?:projecting|projected|expected|expect|expecting|predicting|predicted) (?:silver|gold|bitcoin|it|the price|prices|the stock|the coin|shares) to (?:double|triple|quadruple|10x|5x)\\b|(?:trading|stock|investment|crypto) tips? (?:she|he|they) (?:gives|shares|only gives) only to (?:family|friends|close friends|vip)\\b|guaranteed \\d{1,2}(?:\\.\\d{1,2})? ?% (?:private|promissory) notes?\\b|guarantees? no loss\\b|guaranteed (?:[89]|[1-9]\\d)(?:\\.\\d+)?% (?:[a-z-]+ ){0,3}(?:bonus|returns?|yield|interest|growth|gains?|profits?|income|payouts?)\\b|(?:making|made|earning|earned|gaining|gained|up) (?:about |around |over |nearly |almost )?\\d+(?:\\.\\d+)?(?: ?(?:-|–|to) ?\\d+)?% (?:every|a|per|each|in (?:a|one)|last|this) (?:month|week|day)\\b|(?:grow|grew|growing|make|made|making|earn|earned) (?:their|your|his|her|my|our) (?:savings|money|portfolio|accounts?|retirement) (?:by )?\\d+(?:\\.\\d+)?(?: ?(?:-|–|to) ?\\d+)?% (?:in (?:a|one|the last) |last |this |per |a |every )(?:quarter|month|week|day)\\b|(?:[89]|[1-9]\\d)(?:\\.\\d{1,2})? ?(?:%|percent) (?:(?:a|per|every) year,? |annually,? |yearly,? )?guaranteed\\b|guaranteed (?:[89]|[1-9]\\d)(?:\\.\\d{1,2})? percent\\b',
  ],
  [
    'overpayment_refund',
    // "When you deposit it just send the balance to the equipment vendor"; "my agency will send a
    // cashier's check" for a stranger's rent or wages; "just deposit it and send the $2,400 to" a
    // supplier (decision 0099).
    // "I accidently sent $300 to your Venmo … Can u please send it back to @Kayla-Brooks-88?"
    // (decision 0105).
    // An assistant's job: "deposit it and send the balance to the vendor I give you" (FTC, fake
    // checks) (decision 0114).
    // A job's "approved applicants receive a check to buy a laptop and software from our certified
    // vendor" (FTC, fake check scams) (decision 0118).
    notWarnedAgainst(
      "(?:receive|get|be sent|send you|mail you) a (?:cashier'?s |certified )?check (?:to buy|to purchase|for) (?:a |your |the )?(?:laptop|computer|equipment|software|supplies|office)\\b[^.!?\\n]{0,60}?\\bfrom (?:our|my|the|a|their) (?:certified|approved|preferred|designated|authorized) (?:vendor|supplier)\\b|(?:my|our) (?:agency|employer|company|assistant|secretary|client) will (?:send|mail|overnight) (?:you )?(?:a |the )?(?:cashier.?s |certified )?check\\b|(?:when|once|after) you (?:deposit|cash) (?:it|the check)\\b[^.!?\\n]{0,30}?\\b(?:send|wire|zelle|forward|pay) (?:the )?(?:balance|rest|remainder|difference|extra)\\b|deposit (?:it|the check)\\b[^.!?\\n]{0,20}?\\b(?:and|then) (?:send|wire|zelle|forward|transfer) (?:the )?\\$ ?\\d|(?:accident(?:al)?ly|mistakenly|by mistake|wrongly) sent (?:you )?\\$ ?[\\d,]+ (?:to your|on) (?:venmo|cash ?app|zelle|paypal)\\b[^]{0,120}?\\bsend it back\\b|deposit (?:it|the check|this check)\\b[^.!?\\n]{0,40}?\\b(?:and|then) (?:send|forward|wire|zelle|transfer) (?:the )?(?:balance|rest|remainder|difference|remaining)\\b",
    ),
  ],
  [
    'rental_too_good',
    // "Just go drive by and look through the windows": a rental shown by no one.
    '(?:drive|walk|go) by and (?:look|peek) (?:through|in|into|at) the windows\\b',
  ],
  ['unpaid_toll', 'unpaid parking (?:invoice|ticket|citation|violation|fine|balance)\\b'],
  [
    'impersonates_law_enforcement',
    // "Deputy Mark Collins, civil process division" (a deputy clerk at the counter is no caller).
    // "Sergeant Alvarez, Denver Police": a rank, a name and a city's police (decision 0107).
    'deputy (?!clerk\\b)[a-z]+ [a-z]+\\b[^.!?\\n]{0,40}?\\b(?:civil process|warrants?|sheriff|county)\\b|civil process (?:division|unit|department|office)\\b|(?:sergeant|sgt\\.?|officer|deputy|detective|lieutenant|trooper|corporal) [a-z]+,? (?:with |of |from )?(?:the )?[a-z]+(?: [a-z]+)? (?:police|sheriff.?s? (?:office|department)|police department|state patrol|highway patrol)\\b',
  ],
  [
    'refund_or_grant_offer',
    // "Your $85.00 Smart Meter Rebate is ready to be claimed"; "an extra $500 on your EBT card",
    // "a new summer grocery bonus of $300 you may qualify for" (decision 0099); a friend's "$50,000
    // from the Federal Community Development Grant, no payback needed" (decision 0102); "an
    // undelivered Economic Impact Payment of $1,400 assigned to your household" (decision 0103).
    // A "prepaid grocery and utility card worth up to $3,600", a plan that "includes a $2,400/yr
    // Flex Card" (FTC: the flex-card ads lead to a caller who wants the Medicare number) (decision
    // 0104).
    // "Your 2027 Medicare Flex Card with $3,400 for groceries … has been APPROVED!" (decision
    // 0110).
    // "Homeowners 62+ in your ZIP now qualify for the 2026 HECM Equity Release up to $312,000"
    // (decision 0112).
    // A student loan that "qualifies for FULL forgiveness" and a call "to lock in your discharge":
    // the Department of Education never charges for forgiveness nor calls it a deadline (FTC)
    // (decision 0113).
    // A post's "new federal Utility Relief Program is paying up to $1,200 toward your FPL electric
    // bill"; an ad's "a little-known government program can wipe it out"; "Seniors born before
    // 1962 can now claim an extra $4,200" (decision 0116).
    '(?:undelivered|unclaimed|pending|outstanding|uncollected|unissued) (?:\\$ ?[\\d,.]+ )?(?:economic impact|stimulus|relief|recovery rebate|government|treasury|federal) (?:payment|check|deposit|funds)\\b|(?<=\\$ ?)\\d[\\d,]* (?:from (?:the )?)?(?:[a-z]+ ){0,4}grant\\b[^\\n]{0,200}?\\b(?:no (?:payback|repayment)|not a loan|(?:don.?t|do not|never) (?:have to |need to )?(?:pay it back|repay))\\b|(?:rebate|refund|reward) (?:is|was) (?:now )?(?:ready|available|waiting) (?:to be claimed|to claim|for you to claim)\\b|(?:an? )?extra \\$ ?\\d[\\d,]* (?:on|to|added to|loaded (?:on|to)) (?:your|their|her|his) (?:ebt|snap|benefits?) card\\b|(?:grocery|food|summer|winter|snap|ebt|heating|utility) (?:bonus|supplement|allowance|credit) of \\$ ?\\d[\\d,]*\\b[^.!?\\n]{0,30}?\\b(?:you )?(?:may|might|could|will|would) qualify\\b|(?:grocery|flex|food|spending|otc)(?: and (?:utility|grocery|rent))? (?:card|allowance) worth (?:up to )?\\$|(?:missing|miss out on|entitled to|qualify for|claiming|includes) (?:a |an |the )?(?:free |prepaid )?(?:\\$ ?[\\d,]+(?:/yr|/year| a year)? )?(?:grocery|flex|food|spending)(?: and utility)? (?:card|allowance)\\b|(?:flex|allowance|benefits?|grocery|otc|spending) card\\b[^.!?\\n]{0,80}?\\b(?:has been|is|was) approved|qualify for (?:the |a )?(?:20\\d\\d )?(?:[a-z]+ ){0,3}(?:equity release|grant|relief|payout|benefit|program)\\b[^.!?\\n]{0,20}?\\bup to \\$|(?:student )?loans?\\b[^.!?\\n]{0,40}?\\bqualif(?:y|ies) for (?:full |complete |total |100% )?(?:loan )?forgiveness\\b|lock in your (?:loan )?(?:discharge|forgiveness)\\b|(?:relief|assistance|grant|stimulus|rebate) program (?:is )?(?:now )?(?:paying|pays|will pay|gives|giving|sending) (?:out )?(?:up to )?(?:\\$ ?\\d|\\d)|(?:little-known|secret|hidden) (?:government|federal|state) (?:program|plan|loophole|rule)\\b[^.!?\\n]{0,40}?\\b(?:wipe|erase|forgive|cancel|eliminate|pay off)|(?:can|could) now claim (?:an? |your )?(?:extra|additional|bonus|hidden|unclaimed) (?:\\$ ?\\d[\\d,]*|\\d[\\d,]* dollars)',
  ],
  [
    'deadline',
    // "The payment will be voided on 03/15/26 if not claimed" (decision 0103).
    // An upgrade that "has to be deposited before Friday 9pm" (decision 0104).
    // "Today is the final day to enroll" (decision 0113).
    // "We can only hold it until 5PM today" (decision 0114).
    // "Beneficiaries must file before 01/15 or funds revert to the state", "MUST be claimed before
    // March 31 or they go back to Washington" (decision 0116).
    'will be (?:voided|forfeited|cancell?ed|reissued|returned)(?: to [a-z ]{1,20})? (?:on|after|by) [^.!?\\n]{1,20}? (?:if|unless) (?:not |you don.?t )?(?:claimed|you claim|confirmed|collected)\\b|(?:has|have|needs?) to be (?:deposited|paid|sent|wired|funded|transferred) (?:before|by) (?:[a-z]+day|tonight|midnight|\\d{1,2}(?::\\d\\d)? ?(?:am|pm))\\b|today is the (?:final|last) day to (?:enroll|apply|register|sign up|qualify|claim)\\b|(?:can )?only hold (?:it|the (?:room|suite|unit|spot|apartment|cabin)) (?:for you )?until \\d{1,2}(?::\\d\\d)? ?(?:am|pm)\\b|or (?:the )?(?:funds|money|benefits?|payments?|they|it) (?:will )?(?:revert|go back|goes back|be returned|are returned) to (?:the state|the treasury|washington|the government)\\b',
  ],
  [
    'free_offer',
    // "You'll NEVER pay an electric bill again", "the new Federal Zero-Cost Solar Program".
    // "The new 2026 Zero-Cost Solar Initiative … your electric bill drops to $0" (decision 0105).
    // "I just paid my SRP bill for HALF price … send her your account # and half your balance on
    // Cash App" (FTC: bill-discount offers take the money) (decision 0112).
    // "Get solar panels installed for $0 and never pay another electric bill" (decision 0112).
    "(?:never|won'?t ever|will never) (?:have to )?pay (?:an? |your |another )?(?:electric|power|energy|utility|light) bill again\\b|(?:federal|government|state) (?:zero-cost|no-cost|free) solar\\b|zero-cost solar (?:initiative|program)\\b|(?:your )?electric bill (?:drops|goes|will drop|falls) to \\$ ?0\\b|(?:paid|pay|pays) (?:my|your|their|the) (?:[a-z]+ )?(?:bill|bills) (?:for|at) half (?:price|off)|half (?:your|the) (?:balance|bill) (?:on|by|via|through) (?:cash ?app|zelle|venmo)|(?:bills?|balance) (?:paid )?(?:for|at) (?:50|fifty) ?(?:%|percent) off|never (?:have to )?pay (?:another|an?) (?:electric|power|energy|utility|light) bill\\b",
  ],
  [
    'wire_transfer_request',
    // A "new associate"'s "I'll email you a wire authorization form, just sign it and send a
    // picture back" (decision 0117).
    // A discount for paying by wire or bank transfer (the signal reads only where those are
    // named): money that cannot be taken back is what the seller wants. A private placement's
    // "funding must be completed by wire to our custodial partner" (decision 0100).
    // Money sent "by Remitly in his name" (the gate names the remittance apps); a contractor's
    // "this draw go by wire" (decision 0104).
    // "Please wire today if possible" (decision 0105).
    // "Payment is accepted by wire or cashier's check only" (decision 0107).
    // "You must wire the delinquent amount today", a fee "that has to be wired before the deed can
    // transfer" (decision 0109).
    // "You can send a wire to the hospital's emergency trust account", "please wire the full amount
    // to our escrow partner", a fee "that gets wired to the escrow company" (decision 0111).
    // "The contractor … needs the 50% deposit wired today" (decision 0115).
    notWarnedAgainst(
      "(?:funding|payment|investment|deposit|purchase)s? (?:must|should|will|can|has to|have to) be (?:completed|made|sent|done|submitted) (?:by|via|through) (?:bank |domestic |international )?wire\\b|(?:save|discount|off|cheaper)\\b[^.!?\\n]{0,40}?\\b(?:when|if) you pay (?:by|with|via|through|using) (?:zelle|wire|bank transfer|crypto|bitcoin|cash ?app|venmo)\\b|(?:send|sent|wire|pay) (?:it|the money|the fine|the fee|them|him|her|me)? ?(?:by|via|through|with|using) (?:remitly|worldremit|xoom|ria money transfer|moneygram|western union)\\b|(?:this|the) (?:draw|payment|invoice|balance|deposit|installment) (?:go|be sent|be paid|be made) by wire\\b|please wire (?:it |the funds |the money |the balance )?(?:today|now|asap|this (?:morning|afternoon))\\b|payments? (?:is |are |will be )?(?:accepted|taken|made) (?:only )?(?:by|via|through) (?:bank )?wire\\b|(?:must|need to|needs to|have to) wire (?:the |your |this |that )?(?:[a-z]+ ){0,3}(?:today|now|immediately|to (?:our|the|this|my) (?:escrow|trust|account|attorney))\\b|(?:fee|payment|amount|balance|deposit|funds?|taxe?s?|costs?)(?: of [^ ]+)? (?:that )?(?:has|have|must|needs?) to be wired\\b|(?:send|make|do) (?:a|the) wire (?:to|transfer to) (?:the|our|a|my)|wire the (?:full |total |entire )?(?:amount|sum|payment|bond|bail) to\\b|gets? wired to (?:the|our|an?) |(?:needs?|wants?) (?:the |a |your )?(?:\\d{1,3} ?% )?(?:deposit|payment|balance|retainer) wired (?:today|tonight|now|asap|immediately|this (?:morning|afternoon))\\b|(?:i'?ll|i will|we'?ll|we will) (?:e-?mail|send|text|fax) you (?:a|the) (?:wire|transfer) (?:authori[sz]ation|request) form\\b[^.!?\\n]{0,80}?\\b(?:sign|send)\\b",
    ),
  ],
  [
    'vanished_after_payment',
    // The payee found to be no one: "the alarm company says they never sent anyone", "the city
    // says there's no such program", "they've never heard of him" (not "I have never heard of
    // them", said of a debt collector in complaints), "the woman deleted her profile", "no
    // booking in her name", "the number was disconnected" (decision 0099). The signal's second
    // pattern still asks for money paid. "The company doesn't seem to exist", "the number on his
    // card goes to voicemail now", "his real pharmacy says they never called" (decision 0100).
    "(?:company|business|firm|contractor) (?:doesn'?t|does not|didn'?t|did not) (?:seem to |appear to |even )?exist\\b|(?:number|phone|line)\\b[^.!?\\n]{0,40}?\\bgoes (?:straight )?to (?:voicemail|a recording) now\\b|(?:real|actual) (?:pharmacy|bank|company|office|store|hotel|airline|doctor'?s office) (?:says|said|told (?:us|him|her|me))(?: that)? (?:they|it|she|he) (?:never|didn'?t|did not) call(?:ed)?(?: (?:him|her|them|me|us))?\\b|(?:never|didn'?t|did not) sen[dt] (?:anyone|anybody|a (?:man|woman|tech|technician|rep|representative|inspector|salesman))\\b|(?:there'?s|there is|there was) no (?:such )?(?:program|case|warrant|charity|fund|organi[sz]ation|booking|reservation)\\b(?! (?:fee|charge|cost|limit|deadline|number))|(?:they|she|he|office|company|bank|court|police)(?: (?:have|has|had)|'ve|'d)? never heard of (?:him|her)\\b|deleted (?:her|his|their) (?:profile|account|page)\\b|(?:were|was) never (?:sold|bought out)\\b|no (?:booking|reservation) in (?:her|his|my|our|their) name\\b|(?:house|home|apartment|condo|unit|property) (?:is|was) (?:actually )?listed for sale\\b|(?:the|their|that|his|her) (?:phone )?(?:number|line|website|site) (?:was|is|had been) (?:disconnected|no longer in service|out of service|shut down)\\b",
  ],
  [
    'payment_demand',
    // "Pay by 11:59PM today" with no amount after the verb.
    // A sum, then I can text you where to send it: the grandson's friend (decision 0106).
    // "If you can post the $15,000 bond today" (decision 0107).
    // "Can you pay them for me and I'll pay you back tomorrow?" (decision 0109).
    // An investment club's "open an account on our trading platform …, deposit at least $5,000"
    // (decision 0113).
    // A suite held "until 5PM today with a $2,500 refundable deposit" (decision 0114).
    // A "recovery" caller's "If you settle today I'm authorized to offer a forty percent hardship
    // discount" beside a lien on the home (decision 0116).
    notWarnedAgainst(
      "pay (?:it |this |the (?:balance|fine|invoice) )?(?:by|before) (?:\\d{1,2}(?::\\d\\d)? ?(?:am|pm)|midnight|end of (?:the )?day)(?: (?:today|tonight))?\\b|(?<=\\$ ?)\\d[\\d,]*\\b[^]{0,160}?\\b(?:text|tell|give|send) you (?:where|how) to send (?:it|the money|the cash|the payment)\\b|post (?:the |his |her |a |that )?\\$ ?\\d[\\d,]* (?:bond|bail)\\b|can you pay (?:them|it|these|those|this|the (?:bills?|invoices?|rent))(?: for me| today| now)\\b|(?:open (?:an|your) account|sign up|register) (?:on|at|with) (?:our|my|the) (?:[a-z]+ )?(?:trading|investment|crypto|exchange) (?:platform|app|site)\\b[^!?\\n]{0,60}?\\bdeposit (?:at least|a minimum of|min(?:imum)?\\.?) \\$ ?\\d|(?:hold|reserve|secure) (?:it|the (?:suite|unit|room|apartment|spot))\\b[^!?\\n]{0,60}?\\bwith a \\$ ?\\d[\\d,]* (?:refundable |holding )?deposit\\b|if you (?:settle|pay)(?: it| this| the balance| in full)? today,? (?:i'?m|i am|we'?re|we are) (?:authorized|able|allowed) to\\b|(?:i'?m|i am|we'?re|we are) authorized to settle (?:it |this |the (?:account|balance|debt) )?today\\b",
    ),
  ],
  [
    'qr_code_lure',
    // "The meter had a little sticker with a QR code … I scanned it": a code stuck over the city's.
    notWarnedAgainst(
      '(?:sticker|label)\\b[^.!?\\n]{0,30}?\\bqr ?code\\b[^.!?\\n]{0,40}?\\b(?:pay|parking|meter)|(?:meter|parking (?:sign|kiosk|machine))\\b[^.!?\\n]{0,40}?\\bsticker\\b[^.!?\\n]{0,30}?\\bqr ?code\\b',
    ),
  ],
  [
    'asks_call_number',
    // "Please call me directly at 571-402-8816 before 4pm."
    notWarnedAgainst('call me directly (?:at|on) \\+?1?[ (.-]?\\(?\\d{3}'),
  ],
  [
    'gift_card_payment',
    // "Most families use Apple gift cards because it's fastest"; "with a Target or Google Play
    // card so it posts right away" (decision 0099).
    // "Would you mind buying me a $200 Steam card for connection" (decision 0108).
    // "Could you help with $500 in Visa gift cards today" (decision 0109).
    // A deployed "surgeon"'s "I need Google Play cards to keep chatting with you" (decision 0112).
    // A "medical debt" caller's "Payment must be made today by Google Play or Apple gift cards":
    // two brands named before one "gift cards" (decision 0116).
    // A repossession "agent"'s "make a payment of $688 today using a Green Dot MoneyPak"; a
    // leasing "accounts" caller's "paying with a prepaid card" (decision 0118).
    notWarnedAgainst(
      '(?:pay|paying|paid|payment of)(?: \\$ ?[\\d,.]+)?(?: [a-z]+){0,2} (?:using|with|via|by|through|on) (?:a|an) (?:green ?dot|(?:one ?)?vanilla|moneypak|razer gold|prepaid(?: debit| visa)? card)\\b|(?:most|many|a lot of) (?:people|families|folks|customers|clients|seniors) (?:use|pay with|pay by|buy|get) (?:[a-z]+ ){0,2}gift cards?\\b|(?:with|by|using|on) an? (?:target|walmart|amazon|ebay|best buy|apple|itunes|google play|steam) or (?:an? )?(?:target|walmart|amazon|ebay|best buy|apple|itunes|google play|steam|razer gold) card\\b|(?:buy|buying|send|sending) (?:me |him |her )?an? \\$ ?\\d[\\d,]* (?:steam|google play|apple|itunes|razer gold|vanilla|amazon|ebay|target|walmart) (?:gift )?cards?\\b|help (?:them |us |her |him )?with \\$ ?\\d[\\d,]* in (?:[a-z]+ ){0,2}gift ?cards?|(?:i|we) (?:need|needs) (?:some |a few |two |\\d+ )?(?:google play|itunes|apple|steam|amazon|ebay|target|walmart|vanilla|visa) (?:gift )?cards?\\b|(?:by|with|in|via|using|through) (?:google play|apple|itunes|steam|target|walmart|ebay|amazon|best buy|razer gold|vanilla)(?:,? (?:or|and|&) (?:google play|apple|itunes|steam|target|walmart|ebay|amazon|best buy|razer gold|vanilla)){1,3} gift ?cards?\\b',
    ),
  ],
  [
    'asks_one_time_code',
    // "Read me the text we're sending you" (decision 0099); a buyer "having a 6 digit code sent to
    // your phone, can you just tell me what it says?" (17 scams, no genuine message, 0103).
    // "They'd text me a code to confirm my vote and I just had to send it to her" (FTC: only
    // scammers ask for the code) (decision 0111).
    notWarnedAgainst(
      "code\\b[^\\n]{0,80}?\\b(?:tell|read|text|send|give) (?:me|us) what (?:it|the code|that code|the text) says\\b|read (?:me|us) the (?:text|code|number) (?:we|i)(?:'re| are|'m| am) (?:sending|about to send|texting)\\b|(?:i|we)(?:'ll| will)? (?:just |also |only )?need the (?:verification|security|confirmation|login|one-time|6-digit|six-digit) code (?:that|which|you) (?:pops up|comes up|you get|gets sent|is sent|will be sent|(?:get|receive))\\b|(?:text|send)s? (?:me|you) a (?:\\d-digit |six-digit )?code\\b[^.!?\\n]{0,60}?\\b(?:send|give|forward|text) it (?:back )?to (?:her|him|them|me)\\b",
    ),
  ],
  [
    'payment_app_request',
    // "If you can Zelle that to our crew lead today"; "only taking payment ahead of time thru
    // Zelle"; "I take Cash App or Venmo up front"; "a 25% deposit by wire or Zelle" (decision
    // 0099).
    // "Cash App, Zelle or Apple Pay only (friends & family please, not goods & services)": apps
    // named as the only way, and the buyer's protection declined (decision 0100).
    // "$1,000 Zelle deposit holds it" (decision 0104).
    // A contractor's "Zelle the $3,200 deductible to …@gmail.com" (decision 0108).
    // A puppy's "$450 rehoming fee … Zelle/Cash App/Apple Pay" (FTC: pet scams take app payments
    // for pets that do not exist) (decision 0115).
    // A deposit "thru Zelle or Cash App to lock the date": "thru" is "through" as people text it
    // (decision 0119).
    notWarnedAgainst(
      '(?<!\\b(?:sent|paid|returned|refunded)\\b[^.!?\\n]{0,60})thru (?:zelle|venmo|cash ?app|apple cash)\\b|(?:cash ?app|zelle|venmo|apple pay|paypal)(?:,? (?:or |and )?(?:cash ?app|zelle|venmo|apple pay|paypal)){1,3} only\\b|(?:friends (?:&|and) family|f ?& ?f)\\b[^.!?\\n]{0,20}?\\b(?:not|no|instead of) (?:goods (?:&|and) services|g ?& ?s)\\b|(?:zelle|venmo|cash ?app) (?:that|it|the (?:fee|money|balance|deposit|amount)|(?:the )?\\$ ?\\d[\\d,.]*) (?:to|over to) (?:our|my|the|his|her)\\b|(?:payment|pay|paid|deposit|money)\\b[^.!?\\n]{0,20}?\\b(?:ahead of time|up ?front|in advance) (?:thru|through|via|by|on|with) (?:zelle|venmo|cash ?app)\\b|(?:take|takes|accept|accepts|only) (?:zelle|venmo|cash ?app)(?: or (?:zelle|venmo|cash ?app|paypal))? (?:up ?front|in advance|ahead of time)\\b|deposit (?:by|via|through) (?:wire|bank transfer) or (?:zelle|venmo|cash ?app)\\b|(?<=\\$ ?)\\d[\\d,]* (?:zelle|venmo|cash ?app) deposit (?:holds|to hold|will hold|secures|reserves)\\b|zelle (?:me |us )?the \\$ ?\\d[\\d,]*|rehoming fee\\b[^\\n]{0,120}?\\b(?:zelle|venmo|cash ?app)\\b|(?:zelle|venmo|cash ?app)\\b[^\\n]{0,120}?\\brehoming fee\\b',
    ),
  ],
  [
    'prize_claim',
    // A page "giving away 500 lifetime memberships" whose "winners will be messaged to claim"
    // (decision 0099): the like-farming giveaway that later asks a fee.
    // "You're 1 of 50 lucky winners!" (decision 0110).
    // "You have been randomly selected today … to receive a Samsung Galaxy"; a giveaway's "All you
    // have to do: Like & Share this post" (FTC, BBB: like-farming giveaways) (decision 0114).
    notWarnedAgainst(
      "giv(?:e|ing) away \\d[\\d,]* (?:[a-z-]+ ){0,3}(?:memberships?|cars?|trucks?|campers?|tickets?|passes|vouchers?|gift cards?|iphones?|ipads?|laptops?|tvs?|prizes?|bundles?|kits?)\\b[^]{0,200}?\\bwinners? (?:will be|are|get) (?:messaged|contacted|notified|dm'?d|sent a message)\\b|you'?re (?:one|1) of (?:only )?\\d+ (?:lucky )?winners|(?:have been|were|'ve been|are) randomly selected (?:today )?(?:\\([^)]{0,40}\\) )?to (?:receive|win|get)\\b|all you have to do(?: is)?:?[^a-z\\n]{0,8}(?:like|share|comment|follow)\\b[^\\n]{0,20}?(?:&|and) (?:share|like|comment|follow)\\b",
    ),
  ],
  [
    'repair_payment_pressure',
    // A crew at the door: "$350 cash if we start today", "decide right now before it cools", "my
    // $600 deposit in cash" (decision 0099); "leftover shingles from the job", "had extra asphalt
    // left … he'd do hers for $300" (the FTC's first sign of a traveling crew) (decision 0101).
    // Roofs "at 40% below insurance pricing, this week only", driveway sealing "at half price"
    // (decision 0104).
    // A storm crew's "we'll take care of your deductible so it costs you $0": a contractor who pays
    // the deductible is billing the insurer for it (NICB, contractor fraud after storms)
    // (decision 0115).
    // A "Columbia Gas" caller's inspection fee, "he can take cash or a check made out to him": no
    // utility's worker is paid so (decision 0116).
    notWarnedAgainst(
      "(?:for|at|only|just) \\$ ?\\d[\\d,]* (?:in )?cash if (?:we|i|you|they) (?:start|begin|do it)(?: it)? (?:today|now|right now|this (?:morning|afternoon))\\b|(?:decide|sign) (?:right now|on the spot|today) before (?:it|the (?:asphalt|tar|material|price|offer)) (?:cools|goes|runs out|is gone)\\b|(?:my|a|the|his|her|their) \\$ ?\\d[\\d,]* deposit in cash\\b|(?:extra|leftover|left-?over|left over) (?:asphalt|blacktop|shingles|sealant|sealer|gravel|materials?|paint) (?:from|after) (?:a|the|another|that|our) (?:job|house|project|roof|driveway)\\b|had (?:extra |some )?(?:asphalt|blacktop|shingles|sealant|sealer|gravel) left(?: over)?\\b[^.!?\\n]{0,60}?\\bdo (?:yours|hers|his|theirs)\\b|(?:driveways?|roofs?|sealing|sealcoating|paving|shingles?|gutters?)\\b[^.!?\\n]{0,80}?\\b(?:half|\\d{1,2} ?%) (?:price|off|below)\\b|(?:we'?ll|we will|we can|i'?ll|i will|i can)(?: also)? (?:take care of|cover|pay|eat|absorb|handle) (?:your|the) (?:insurance )?deductible\\b|(?:cash or (?:a )?)?(?:check|money order) made out to (?:him|her|the technician|the tech|the inspector|the worker)(?: personally| directly)?\\b",
    ),
  ],
  [
    'number_from_search',
    // "I searched 'Wayfair customer service' on Google … Called the first number." across two
    // sentences (decision 0099).
    // "A call to a number listed in a search ad for 'United Airlines customer service'" (decision
    // 0111).
    notWarnedAgainst(
      '(?:googled|searched|search(?:ed)? (?:for|online for|google for)|looked up)\\b[^.!?\\n]{0,80}[.!?] (?:then )?(?:i )?(?:called|dialed|dialled|phoned|rang) the (?:very )?(?:first|top) (?:number|result|listing|one|link)\\b|(?:phone )?number (?:listed |shown |found |that appeared )?(?:in|from|on) (?:a |an |the )?(?:google |bing |sponsored |online )?(?:search )?(?:ad|result|listing)s? for\\b',
    ),
  ],
  [
    'agent_will_call',
    // A fraud alert's "Fraud Reversal Team will call you to reverse it" (decision 0099).
    // A "Fraud Team will call you shortly from a secure line to reverse it"; "Reply 1 to have a
    // licensed agent call you" (decision 0104).
    // "A Bank of America fraud specialist will call you shortly to secure your account" (decision
    // 0105).
    // "A Wells Fargo fraud specialist will call you from our secure line shortly to reverse the
    // transfer" (decision 0107).
    notWarnedAgainst(
      '(?:reversal|recovery|refund) (?:team|department|unit|specialist|desk) will (?:call|contact) you\\b|(?:fraud|security|claims|dispute) (?:team|department|unit|specialist|desk|agent) will call you (?:shortly |soon |right away )?(?:from a (?:secure|private|verified) line )?to (?:reverse|cancel|stop|recover|refund) (?:it|the (?:payment|charge|transfer|transaction))\\b|(?:reply|text|press) (?:\\d|yes|y) to have an? (?:licensed )?(?:agent|specialist|representative|advisor|rep) (?:call|contact) you\\b|(?:fraud|security) (?:specialist|team|department|agent) will call you (?:shortly |soon |right away )?to (?:secure|protect|lock|review) your account\\b|(?:fraud )?(?:specialist|agent|representative|investigator) will (?:call|contact) you (?:[a-z]+ ){0,5}?to (?:reverse|cancel|stop|recall|undo) (?:the|this|that) (?:transfer|payment|transaction|zelle)\\b',
    ),
  ],
  [
    'marketplace_context',
    // Seats resold "No Ticketmaster fees!!", a holiday let booked "owner direct, NO VRBO fees":
    // goods or a stay sold off the platforms that protect the buyer (decision 0100).
    // An estate sale's "address sent after deposit": goods held for money before they are seen
    // (decision 0104).
    // Don't use the site's Book button: a listing paid off the platform (FTC, rental scams)
    // (decision 0106).
    // Tickets that "will transfer in the MLB Ballpark app after payment" (a "Buy/Sell" group
    // named is no sign: warnings name it too) (decision 0107).
    // A host's "Airbnb is having a payment glitch" before a payment by app (FTC, rental scams)
    // (decision 0109).
    // "VRBO's payment system is having an issue with my account" (decision 0111).
    "no (?:vrbo|airbnb|booking\\.com|ticketmaster|stubhub|seatgeek) fees\\b|address (?:sent|given|provided|shared) (?:after|once|when) (?:the )?(?:deposit|payment)\\b|(?:please )?(?:don.?t|do not) (?:use|book (?:through|on|via)|pay (?:through|on)) (?:the )?(?:site|website|app|platform|listing).?s? (?:book|booking|reserve|checkout|payment)\\b|will transfer (?:them |the tickets )?(?:in|through|via) (?:the )?[a-z ]{2,20} app after (?:payment|you pay)\\b|(?:airbnb|vrbo|booking\\.com)(?:'s)? (?:is having|has|had) (?:a |some )?(?:payment |billing |system )?(?:glitch|issue|problem|outage|error)|(?:airbnb|vrbo|booking\\.com)(?:'s)? (?:payment|billing|booking) (?:system|site|app|platform|portal) (?:is having|has|had) (?:a |some |an )?(?:glitch|issue|problem|outage|error)",
  ],
  [
    'wrong_number_opener',
    // A stranger's opener that claims a past meeting: "Is this still your number?", "I finally
    // found your number in my notes", "I got a new phone and lost everyone's numbers" (FBI IC3:
    // the first texts of romance and investment scams). A friend may write so: this is the
    // middle band's "not sure", not a HIGH (decision 0100). A text that opens "Hi, is this Linda?",
    // "is this still the right number for the Garden Club?", "I hope I have the right person!"
    // (decision 0101).
    // "Sorry, I just realized this number isn't Mr. Chen's!" (decision 0108).
    "is this still (?:your|[a-z]+'?s) (?:number|cell|phone)\\b|(?:finally )?found your number in my (?:notes|phone|contacts|old phone|address book)\\b|(?:got|have) a new phone and lost (?:everyone'?s|all my|all the|all of my) (?:numbers|contacts)\\b|(?<=^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))[ ,!]*)?)is this (?:still )?(?!(?:real|legit|legitimate|normal|right|true|ok|okay|safe|fake|spam|correct|official|genuine|authentic|valid|serious|possible|allowed|bad|good|weird|strange|suspicious|sketchy|new|it|you|him|her|them|that|this|one|mine|yours|ours|free|open|available|done|necessary|needed|required|urgent|important)\\?)[a-z]{2,20}\\?|is this still the right number for\\b|i hope i have the right (?:person|number)\\b|(?:sorry|oops)[^.!?\\n]{0,10}[,!.]? i (?:just )?realized (?:this|that) (?:number )?(?:isn.?t|is not|wasn.?t|was not)\\b",
  ],
  [
    'legit_verify_directly',
    // A utility's own caller: "pay … by calling the number printed on your bill", "you can call
    // back the number on your bill": it sends you to the bill in your hand, which no caller
    // posing as the company can print (the card's back, decision 0077) (decision 0101).
    // I called Verizon by dialing 611 from my phone: 611 reaches the person's own carrier, whatever
    // a message says (decision 0106).
    // The person checked at the number on the bill and was told yes ("I called Columbia Gas at the
    // number on my bill afterward and they said yes, there's meter work on my street") (decision
    // 0113).
    "(?<!\\b(?:not|don.?t|never) )(?:call|calling|call back|dial|contact) (?:back )?the (?:phone )?number (?:printed |listed |shown )?on (?:your|the) (?:[a-z]+ )?(?:bill|statement)\\b|i (?:called|phoned|dialed|dialled|rang) (?:[a-z&-]+ ){0,3}?(?:by )?(?:dialing |dialling |calling )?611\\b|(?:called|phoned|checked with|contacted) [^.!?\\n]{0,40}?\\bthe number on (?:my|our|the) (?:[a-z]+ ){0,2}(?:bill|statement|card)\\b[^.!?\\n]{0,40}?\\b(?:they|she|he) (?:said|confirmed|told me) (?:yes|that (?:it|he|she|they|there)|it (?:is|was)|there (?:is|was)|there'?s)\\b(?![^.!?\\n]{0,30}\\b(?:scam|fake|fraud|never|no|no one|nobody|not|didn'?t)\\b)",
  ],
  [
    'legit_informational_only',
    // A state lottery's own claim process: "the clerk said they can only pay up to $599 … take it
    // to the lottery claim center or mail it in", "must be claimed at a Texas Lottery Claim
    // Center":
    // where to claim, told by the lottery, the store or the winner (decision 0103).
    '(?:retailers?|the (?:store|clerk|cashier|gas station)|stores|(?:she|he|they)) (?:said (?:they |she |he )?)?(?:can only|can.?t|cannot|could only|couldn.?t|only) pay (?:up to|anything (?:over|that big|above)|more than|prizes? (?:up to|under|over))\\b|(?:to|at|visit) (?:a|any|the|one of (?:our|the)) (?:[a-z]+ ){0,2}lottery (?:claim )?(?:office|center)s?\\b',
  ],
  [
    'arrest_threat',
    // "Officer T. Ramirez with the Clerk of the Circuit Court regarding a matter under your name":
    // a court's or an officer's unnamed case, the opening of the jury-duty and warrant scams
    // (decision 0101).
    notWarnedAgainst(
      '(?:regarding|about|concerning) (?:a|an) (?:legal |court |pending |serious |urgent )?(?:matter|case|complaint) (?:filed )?(?:under|against|in) your (?:name|social)\\b',
    ),
  ],
  [
    'secrecy_demand',
    // A private note's seller's "please don't let your CPA talk you out of it"; a "new associate"'s
    // "please don't call the main branch, they're swamped" (decision 0117).
    // "I'm at the police station … please don't tell my dad": the grandchild's secret, asked before
    // the money (FTC, family emergency scams) (decision 0101).
    // A helper who tells the victim to "just say I authorized it" when the bank calls; an adviser's
    // "please don't mention the rate to your Vanguard rep" (FINRA: a seller who keeps the family
    // and the firm out) (decision 0104).
    // A church friend's "I wouldn't run it past your son"; a closing agent's "don't call the office
    // line since we're all tied up" (decision 0105).
    // Please don't loop in the rest of the board yet (decision 0106).
    // "Please don't tell the branch staff"; a reseller's "please don't discuss the sale with
    // Wyndham" (decision 0107).
    // A roofer's "Dont call the adjuster, it slows things down" (decision 0108).
    // "Do not contact the county tax office, as they are not authorized", "please don't call the
    // resort, they will try to block the sale", "please don't post about it on her page" (decision
    // 0109).
    // An aide's cousin's "please dont say nothing to her"; an aide's "no need to mention to your
    // daughter" and "PLEASE dont call the agency they will fire me" (decision 0110).
    // "You must not discuss this with your bank or your family", "do not discuss this with other
    // family members", "Do not discuss this case with other relatives" (FTC, grandparent and
    // recovery scams) (decision 0111).
    // "Don't call the vet, their lines are jammed, just send it to me": the one call that would
    // show the story false is ruled out (decision 0115).
    "(?:please )?(?:don'?t|dont|do not) tell my (?:dad|mom|father|mother|parents|wife|husband)\\b(?! (?:yet|i said|about (?:the|his|her) (?:party|surprise|gift|present)))|(?:just )?say (?:that )?(?:i|you) (?:authorized|approved|made|requested|okayed) (?:it|the (?:payment|charge|transfer|wire|withdrawal))\\b|(?:please )?(?:don.?t|do not) (?:mention|tell|discuss|bring up) (?:this|it|the (?:rate|offer|deal|investment|note|returns?)|anything) (?:to|with) your (?:[a-z]+ )?(?:rep|representative|advis[eo]r|banker|broker|bank|son|daughter|children|kids|family|accountant)\\b|(?:i )?(?:wouldn.?t|would not|don.?t|do not) (?:run (?:it|this) (?:past|by)|mention (?:it|this) to|tell) your (?:son|daughter|kids|children|family|banker|advis[eo]r)\\b|(?:please )?(?:don.?t|do not) call (?:the|our) (?:office|main|front desk)(?: line| number)?\\b[^.!?\\n]{0,10}?\\b(?:since|because|as|we.re|we are)\\b|(?:please )?(?:don'?t|do not) (?:loop|cc|copy|bring) in (?:the rest of |anyone (?:else )?(?:on|from) )?(?:the )?(?:board|team|office|staff|others|anyone|finance|accounting)\\b|(?:please )?(?:don'?t|do not) tell the (?:branch|bank) (?:staff|teller|tellers|employees|manager|people)\\b|(?:please )?(?:don'?t|do not) (?:discuss|mention|talk about) (?:the|this) (?:sale|deal|offer|transfer|payment|investment) with\\b|(?:dont|don.?t|do not) call the (?:adjuster|insurance (?:company|agent))\\b|(?:do not|don'?t|dont) (?:contact|call) (?:the )?[a-z ]{2,30}?,? (?:as|because|since) (?:they|he|she) (?:are|is) not (?:authorized|allowed|permitted)\\b|(?:please )?(?:don'?t|dont|do not) (?:call|contact|tell) the (?:[a-z]+ ){0,2}[a-z]+,? (?:because |since |as )?(?:they|he|she)(?:'ll| will| might| may| would) (?:just )?(?:try to )?(?:block|stop|delay|cancel|talk you out|kill)|(?:please )?(?:don'?t|dont|do not) post about (?:it|this)\\b[^.!?\\n]{0,30}?\\b(?:page|facebook|wall|online|social media)|(?:please )?(?:don'?t|dont|do not) (?:say|tell) (?:nothing|anything) to (?:her|him|them)\\b|no need to (?:mention|tell|say anything)(?: (?:it|this|anything))?(?: to)? (?:your|my|her|his) (?:daughter|son|kids|children|family|bank|husband|wife)|(?:please )?(?:don'?t|dont|do not) (?:call|contact|tell) the (?:agency|office|company|home|nurse)\\b[^.!?\\n]{0,10}? (?:they|she|he)(?:'ll| will| would| might)? (?:fire|report|sack) me\\b|(?:must not|mustn'?t|should not|shouldn'?t|cannot|can'?t|don'?t|dont|do not) discuss (?:this|it|the case|this case|this matter) with (?:your |other |any other )?(?:family|anyone|relatives|bank|your bank)|(?:don'?t|do not) (?:bother )?call(?:ing)? (?:the )?(?:vet|hospital|clinic|police|jail|school|office|them|her|him)\\b[^.!?\\n]{0,15}?\\b(?:their|the|his|her) (?:phone )?(?:lines?|phones?) (?:are|is) (?:jammed|busy|down|tied up|not working)\\b|(?:please )?(?:don'?t|dont|do not) let (?:your|the) (?:cpa|accountant|advis[eo]r|financial (?:advis[eo]r|planner)|banker|lawyer|attorney|son|daughter|kids|children|family) talk you out of (?:it|this)\\b|(?:please )?(?:don'?t|dont|do not) call the (?:main )?(?:branch|office|firm)(?: directly)?,? (?:they'?re|they are|since|because|it'?ll|it will)\\b",
  ],
  [
    'door_to_door_repair',
    // "his crew was finishing a driveway for her neighbor and had extra asphalt left", "we have
    // leftover shingles from the job": the traveling crew's materials left over (FTC, "Home
    // Improvement Scams") (decision 0101).
    // "We have about 14 squares of shingles left over", "leftover hot asphalt sealer" (not "the
    // roofers hauled away the shingles left over") (decision 0104).
    // "Our inspector noticed lifted shingles … on your roof from the road", "I was driving by this
    // morning and I can see" (decision 0105).
    // A handyman who "started on half before I even said yes" (FTC, home repair scams) (decision
    // 0110).
    // A tree crew's "we've got the bucket truck here today only" (FTC, "Home Improvement Scams":
    // storm chasers' pressure) (decision 0118).
    "(?:we'?ve got|we have|we got|i'?ve got|i have) (?:the |a |our |my )?(?:bucket truck|crew|equipment|truck|trucks|materials|chipper) (?:out )?here (?:today|this (?:morning|afternoon|week))(?: only)?\\b|(?:extra|leftover|left-?over|left over) (?:asphalt|blacktop|shingles|sealant|sealer|gravel|materials?|paint)\\b|had (?:extra |some )?(?:asphalt|blacktop|shingles|sealant|sealer|gravel|materials?) left(?: over)?\\b|(?:have|has|got|had) (?:about |around |some |a few )?(?:\\d+ (?:squares|bundles|rolls|tons|bags|pallets) of )?(?:[a-z-]+ ){0,4}(?:shingles|asphalt|blacktop|sealer|sealant|gravel|materials?) left ?over\\b|(?:extra|leftover|left-?over|left over) (?:hot |liquid |commercial )?(?:asphalt|blacktop|sealer|sealant)\\b|(?:noticed|saw|spotted|see|could see|can see)\\b[^.!?\\n]{0,80}?\\bfrom the (?:road|street|curb|sidewalk)\\b|(?:i was|we were) driving by\\b[^.!?\\n]{0,40}?\\b(?:see|saw|noticed|spotted)\\b|(?:started|began) (?:on |in on )?(?:[a-z]+ ){0,2}before (?:i|we) (?:even )?(?:said yes|agreed|signed|okayed)",
  ],
  [
    'changed_payment_details',
    // "Starting Nov 1 rent will only be accepted through our new payment portal" and "we're
    // switching billing providers … text back the routing and account number": the payment
    // diversion told by text, before any account is named (FBI IC3) (decision 0101).
    // "Please don't send it to the account on the contract. Use our new account at Pinnacle Trust
    // instead" (FBI IC3, business e-mail compromise) (decision 0108).
    // A seller that takes "bank wire or Zelle only" because of "high credit card fees", or gift
    // cards "while our credit card processor is being upgraded": the card, which can be disputed,
    // is what it turns away (FTC, "Paying with a payment app") (decision 0119).
    // The same with "Because of high fraud with credit cards, we now accept PayPal Friends &
    // Family, Zelle and Google Play cards only" (an airport shuttle's page) (decision 0120).
    // A seller paid "PayPal Friends & Family or Cash App only so fees don't eat into it": friends-
    // and-family payments carry no purchase protection, which is why a seller of goods or services
    // insists on them (PayPal's help pages: no Purchase Protection on them) (3 probe scams, no
    // genuine message) (decision 0120).
    notWarnedAgainst(
      "(?:friends (?:&|and) family|f ?& ?f)\\b[^.!?\\n]{0,40}?\\bonly\\b[^.!?\\n]{0,30}?\\b(?:so|to avoid|because|since|as)\\b[^.!?\\n]{0,30}?\\bfees?\\b|(?:due to|because of) (?:the )?(?:high |rising )?(?:(?:(?:credit )?card )?(?:processing )?fees|(?:credit )?card fraud|fraud (?:with|on|from) (?:credit )?cards)\\b[^.!?\\n]{0,60}?\\b(?:wire|zelle|(?:gift|google play|apple|itunes|steam) cards?|bitcoin|crypto|cash ?app|venmo)\\b[^.!?\\n]{0,20}?\\bonly\\b|(?:zelle|venmo|cash ?app|gift cards?|wire|bitcoin)\\b[^.!?\\n]{0,60}?\\b(?:while|because|since|as) (?:our|the) (?:credit card|card|payment) (?:processor|system|machine|terminal|reader) is (?:being )?(?:upgraded|down|updated|unavailable|not working|broken|offline)\\b|(?:rent|payments?|dues|fees) will (?:now )?(?:only )?be accepted (?:only )?(?:through|via|on|in) (?:our|the|a) new (?:payment |online |rent |tenant )?(?:portal|system|platform|app)\\b|(?:we(?:'re| are)|we have|we've) (?:switching|switched|changing|changed) (?:our )?(?:billing|payment) (?:providers?|processors?|companies|company|vendors?)\\b|(?:don.?t|do not) send it to the account on (?:the|our) (?:contract|invoice|file)\\b|use (?:our|my|the) new (?:bank )?account (?:at [a-z ]{2,30})?instead\\b",
    ),
  ],
  [
    'favor_request',
    // "I have a little favor to ask, nothing big" beside "I got a new number" (FTC: the family and
    // church impostor's opener, the gift cards come next) (decision 0101).
    // "I need you to take care of something for the gala quickly and discreetly" (decision 0115).
    '(?:i )?(?:have|got) a (?:little|small|quick|tiny|teeny) favou?r to ask\\b|i need you to (?:handle|take care of|do|get) something\\b[^.!?\\n]{0,40}?\\b(?:quickly|discreetly|asap|right away|urgently)\\b',
  ],
  [
    'stranger_befriends',
    // "I think we were on the same Viking river cruise … your profile picture looks so familiar"
    // (decision 0100).
    // "I saw the Dresden Plate quilt you posted in the Heartland Quilters Circle group", "your
    // photos of the Stingray … on the Corvette Club page": a stranger who found you through a group
    // (decision 0104).
    // "Sorry to message a stranger" (decision 0105).
    // "Oh I'm so sorry! You seem very nice though": the wrong number that stays (decision 0107).
    // "Oh I'm so sorry for bothering you! You seem like a very kind person to reply" (decision
    // 0108).
    '(?:think|believe|pretty sure) we (?:were|met) on the same (?:[a-z]+ ){0,3}(?:cruise|tour|trip|flight|bus)\\b|your profile (?:picture|photo|pic) (?:looks|looked) (?:so |very )?familiar\\b|(?:saw|read|came across) your (?:lost|missing) (?:dog|cat|pet|puppy|kitten) (?:post|ad|flyer|listing)\\b|(?:saw|noticed|read|came across) your (?:kind|sweet|lovely|beautiful|warm|gentle|thoughtful|touching) (?:face|smile|comments?|words|posts?|profile|photos?)\\b|came across your post (?:on|in) (?:the |a )?(?:[a-z0-9-]+ ){1,3}(?:forum|group|board)\\b|(?:i )?(?:don.?t|do not) usually (?:message|write to|reach out to|talk to) strangers\\b|(?:saw|noticed|came across|admired) (?:the|your) (?:[a-z0-9.-]+ ){0,3}(?:photos?|pictures?|pics?|quilts?|posts?)\\b[^.!?\\n]{0,60}?\\b(?:you (?:posted|shared) (?:in|on) the|(?:in|on) the) (?:[a-z0-9.-]+ ){1,4}(?:group|page|club)\\b|sorry to (?:message|bother|write to) a stranger\\b|(?:sorry|my mistake|oops)[^.!?\\n]{0,20}[.!?]+ (?:you seem|you sound) (?:very |so |really )?(?:nice|kind|sweet|friendly|lovely)\\b|(?:sorry|oops)[^.!?\\n]{0,40}[.!?]+ (?:[^a-z]{0,3} )?(?:you seem|you sound) (?:like )?(?:a |such a )?(?:very |so |really )?(?:nice|kind|sweet|friendly|lovely)\\b',
  ],
  [
    'overseas_partner_story',
    // A stranger who is "a widower too", "widowed, retired engineer", who has something to share
    // "about my business in Dubai": the romance scammer's
    // story, which makes a HIGH beside a stranger's approach (`stranger_befriends_story`)
    // (decision 0100); "here it's already evening at the base in Erbil", "my accounts are frozen
    // until probate closes" (19 scams, no genuine message) (decision 0103).
    // "Richard, 67, a widower"; "a widower myself"; "volunteering with a relief mission in Yemen";
    // "finishing a contract on a bridge project in Aberdeen, Scotland"; "working offshore"
    // (decision 0104).
    // A "widowed architect working on a project in Dubai", a widowed engineer "in Singapore" (not
    // "in Houston") (decision 0105).
    // "A marine biologist on a research vessel in the South Pacific" (decision 0108).
    "my (?:bank |military |offshore )?accounts are (?:frozen|locked|blocked|restricted) (?:until|while|because)\\b|(?:at|on) the (?:military |army )?base in [a-z]+\\b|(?:i'?m|i am) (?:a |also a )?widower\\b|widowed, retired\\b|(?:out here|working|stationed|all day|back) on (?:the|an|my|this) (?:oil )?rig\\b|out here on the (?:platform|rig)\\b|offshore (?:oil )?(?:rig|platform)\\b|(?:on|with) (?:a |an |the )?(?:un )?peacekeeping mission\\b|(?:about|share|tell you about) my (?:business|project|contract|investment) in (?:dubai|abu dhabi|qatar|doha|singapore|hong kong|malaysia|istanbul|turkey|nigeria|ghana|london)\\b|\\d{2}, (?:a )?widow(?:er)?\\b|(?:a )?widower myself\\b|volunteering (?:with|for|on) an? (?:[a-z]+ ){0,2}(?:relief|medical|humanitarian|aid) mission in [a-z]+|(?:finishing|on|working) (?:up )?an? (?:[a-z]+ ){0,2}contract (?:on|with|for|at) an? (?:[a-z]+ ){0,3}(?:project|platform|rig|ship|vessel)\\b[^.!?\\n]{0,30}?\\bin [a-z]+, [a-z]+|working offshore\\b|widowed (?:[a-z]+ ){0,2}(?:architect|engineer|surgeon|doctor|contractor|officer|soldier|businessman|geologist) (?:working |based |living |stationed )?(?:in|on|at|with) (?:dubai|abu dhabi|qatar|doha|singapore|hong kong|malaysia|istanbul|turkey|nigeria|ghana|london|yemen|syria|iraq|afghanistan|the un\\b|the north sea|an? (?:oil )?(?:rig|platform|ship))|working on a project in (?:dubai|abu dhabi|qatar|doha|singapore|hong kong|malaysia|istanbul|turkey|nigeria|ghana|london)\\b|(?:on|aboard) a (?:research |cargo |supply )?(?:vessel|ship)\\b[^.!?\\n]{0,40}?\\b(?:pacific|atlantic|ocean|sea|gulf|abroad|overseas)\\b",
  ],
  [
    'seller_cannot_meet',
    // A seller away on duty whose goods are "already with a transport company", a gift "in storage
    // with a moving company" whose delivery fee is the price: no one to meet, the goods never
    // seen (FTC, "Online Shopping"; the military-seller and free-piano scams) (decision 0104).
    // "I'm out of state so Zelle or Apple Pay only" (the gate now names "out of state") (decision
    // 0105).
    '(?:already |is |are |it.s |they.re )(?:with|at) an? (?:transport|shipping|moving|freight|delivery) company\\b|in storage with an? (?:moving|shipping|transport|storage) company\\b|(?:i.?m|i am|we.?re) (?:currently |now )?(?:out of state|out of town|overseas|abroad|deployed)\\b[^.!?\\n]{0,10}? so (?:zelle|venmo|cash ?app|apple pay|paypal)\\b',
  ],
  [
    'tech_problem_claim',
    // A browser page's "Trojan:Win32/Pomal!rfn detected on this device", "closing it will disable
    // your computer" (FTC, "Tech Support Scams": no real warning asks you to call) (decision 0104).
    // "Your printer may be infected and is unable to connect" (decision 0110).
    'trojan\\S{0,30} (?:virus |spyware |malware )?(?:has been |was )?(?:detected|found)\\b|closing (?:it|this (?:window|page|tab)) will (?:disable|lock|damage|shut down|erase)\\b|your printer (?:may be|might be|is|has been|could be|appears to be) infected\\b',
  ],
  [
    'romantic_partner',
    // "Good morning beautiful" from a match, "I cannot wait to finally hold your hand at the
    // airport"
    // (decision 0104): a suitor's words, not a relative's (the signal's family check still holds).
    'good (?:morning|night) (?:beautiful|gorgeous|handsome|my (?:love|angel|sunshine))\\b|(?:can.?t|cannot) wait to (?:finally )?hold your hand\\b',
  ],
  [
    'emotional_emergency',
    // "They will not let me board until the overstay fine is paid": the stranded traveller's story
    // (FTC, romance scams: a partner stuck at an airport or a border needs money) (decision 0104).
    // A phone, bag or passport stolen at the airport or the hotel (decision 0106).
    // "I'm in kind of big trouble … he says bail is $9,500" (decision 0108).
    // "I was robbed at gunpoint on the way to the hotel" (the stranded traveller's story) (decision
    // 0110).
    // "I hit a lady and she's pregnant, and the police took my phone" (the grandparent scam's
    // crash), a found dog that "got hit by a car" (decision 0115).
    '(?:will not|won.?t|wouldn.?t|would not) let me (?:board|fly|leave the airport|leave the country|go home|through (?:customs|immigration))\\b[^.!?\\n]{0,40}?\\b(?:until|unless)\\b|(?:mine|my (?:phone|wallet|bag|purse|passport|cards?|luggage|suitcase|backpack))\\b[^.!?\\n]{0,50}? (?:got|was|were) stolen (?:at|in|from|outside) (?:the |my )?(?:airport|hotel|station|terminal|train|bus|restaurant|beach|market)\\b|(?:i.?m|i am|he.?s|she.?s) in (?:kind of |kinda |a little |sort of )(?:big |real |serious )?trouble\\b|bail is \\$ ?\\d|(?:i|he|she|we) (?:was|were|got|have been|had been|been) robbed\\b|(?:i|he|she) (?:hit|ran over|struck|ran into) (?:a|an|some) (?:[a-z]+ ){0,2}(?:lady|woman|man|guy|kid|child|girl|boy|pedestrian|cyclist|biker)\\b|(?:the )?(?:police|cops|officers?) (?:took|have|confiscated|kept|took away) my phone\\b|(?:he|she|it) got hit by (?:a )?car\\b',
  ],
  [
    'filing_solicitation',
    // A "Certificate of Status" notice whose fee comes paragraphs later ("Compliance fee: $87.25")
    // (decision 0100).
    'certificate of (?:good standing|existence|status)\\b[^]{0,400}?\\b(?:compliance|processing|filing|service|certificate|document) fee:? \\$ ?\\d',
  ],
  [
    'job_offer',
    // "We reviewed your resume and have a flexible remote role" (decision 0100); "your resume was
    // recommended to us for a flexible remote role" (decision 0102).
    // "You've been approved for our work-at-home customer survey position, $31 an hour" (decision
    // 0111).
    '(?:your (?:resume|cv|profile) (?:was|has been) (?:recommended|referred|forwarded|shortlisted)|(?:reviewed|came across|saw) your (?:resume|cv))\\b[^.!?\\n]{0,40}?\\b(?:remote|flexible|part-time|work from home)\\b|(?:been |were |was )(?:pre-?)?(?:approved|selected|hired|accepted) for (?:our|the|a) (?:[a-z-]+ ){0,4}(?:position|job|role)\\b',
  ],
  [
    'asks_ssn',
    // The same page's "and the last 4 of your Social Security number" (decision 0117).
    // A page's blank for the number ("Social Security number: [___-__-____]") (decision 0117).
    // "Reply to this email with: - Full Social Security number", "send me a private message with
    // your full address, date of birth and SSN" (decision 0100); a form that asks the Social
    // Security number and the mother's maiden name together, not as "… or …" (18 scams, no genuine
    // message, decision 0103).
    // A form's list of fields: "Full name • Date of birth • Social Security number" (decision
    // 0104).
    // "Message him on WhatsApp +1 (305) … with your full name, address, SSN and bank info"
    // (decision 0107).
    // A survey that "requires name, DOB, SSN and a debit card" (decision 0109).
    // "I just need a photo of your latest electric bill, your utility account number, and the last
    // 4 of your social" (decision 0111).
    // The last four of a Social Security number asked at the end of a request ("send us the QR code
    // … and the last 4 of your SSN") (decision 0113).
    // A post's "you just need your FPL account number and Social Security # for the eligibility
    // check" (decision 0116).
    // A page that says "Upload a scan of your U.S. passport, Social Security card and driver's
    // license to begin" (decision 0120).
    notWarnedAgainst(
      "upload (?:a )?(?:scan|copy|photo|picture)s? of your [^.!?\\n]{0,60}?\\bsocial security card\\b|(?:social security (?:number|#)|ssn)\\W{1,5}(?:(?!or\\b)[a-z]+\\W{1,3}){0,6}mother'?s maiden name\\b|mother'?s maiden name\\W{1,5}(?:(?!or\\b)[a-z]+\\W{1,3}){0,6}(?:social security (?:number|#)|ssn)\\b|(?:send|give|text|provide|reply with)(?: us| me)? [^.!?\\n]{0,80}?\\b(?:and|&) (?:the |your )?last (?:4|four)(?: digits)? of (?:your |the )?(?:ssn|social security(?: number)?)\\b|(?:you|u) (?:just|only) need (?:your|ur)\\b[^.!?\\n]{0,60}?\\b(?:social security (?:number\\b|#)|ssn\\b)|(?:social security (?:number|#|no\\b\\.?)|ssn):? ?\\[[_ -]{3,}|(?:next|second|following|then the|the next) (?:step|page|screen) (?:then )?asks? (?:you )?for (?:your )?[^.!?\\n]{0,80}?\\b(?:last (?:4|four)(?: digits)? of (?:your |the )?)?(?:social security (?:number|#)|ssn)\\b|" +
        '(?:reply|respond|message|dm|text|e-?mail|send)(?: (?:me|us))?(?: (?:a|an) (?:private |direct )?(?:message|dm|e-?mail|text))?(?: to this (?:e-?mail|message|text))? with\\b(?! (?:any |your )?(?:questions?|concerns?|comments?)\\b)[^.!?]{0,80}?\\b(?:full |complete )?(?:social security (?:number|#)|ssn)\\b|(?:full name|date of birth|dob|birth ?date|home address) ?[•·|] ?(?:[a-z ]{2,30} ?[•·|] ?){0,2}(?:social security (?:number|#)|ssn)\\b|(?:message|text|dm|call|contact) (?:him|her|them|the agent|(?:our|my|the) (?:[a-z]+ ){0,2}(?:agent|representative|rep|specialist|advisor)(?: [a-z]+){0,2})(?: on [a-z]+)?(?: [+\\d() -]{7,20})? with (?:your )?[^.!?]{0,60}?\\b(?:ssn|social security (?:number|#))\\b|(?:requires?|required|needs?|needed|asks? for)\\b (?:your )?(?:[a-z]+, ){0,4}(?:dob|date of birth),? (?:ssn|social security number)\\b|(?:i|we) (?:just|only) need\\b[^.!?]{0,100}?\\b(?:the )?last (?:4|four)(?: digits)? of (?:your|his|her) (?:social|ssn)',
    ),
  ],
  [
    'cash_courier',
    // The card courier: "place the card in an envelope … an officer will stop by to collect it"
    // (FTC: no bank or police officer collects a card at the door) (decision 0100).
    // "Somebody from the court can come pick it up at your house" (FTC, grandparent scams)
    // (decision 0108).
    notWarnedAgainst(
      '(?:place|put|seal) (?:the|your|both|all) (?:debit |credit |bank |atm )?cards? (?:in|into) an? (?:envelope|bag|box)\\b|(?:officer|courier|agent|investigator|someone) will (?:stop|come) by\\b[^.!?\\n]{0,40}?\\bto (?:collect|pick up|take) (?:it|the card|your card|the cards)\\b|(?:somebody|someone|a courier|an officer|a clerk|a man|a bondsman) (?:from the (?:court|courthouse|bail office|bond office) )?(?:can|will|is going to|gonna) (?:come )?(?:pick (?:it|the money|the cash) up|collect (?:it|the money|the cash)) (?:at|from) (?:your|the) (?:house|home|door)\\b',
    ),
  ],
  [
    'upfront_fee',
    // A streaming device's "to complete activation a one-time network setup fee of $79.99 is
    // required" (Roku: activation is free); a timeshare buyer's agent's "Florida requires the
    // seller to prepay the closing and transfer tax" (decision 0117).
    // A "transition team" caller's "a one-time setup of $249, which I can take on a debit card"
    // (decision 0117).
    // A retainer asked by payment app; a service slot held by one; "a small $24.99 filing fee" on
    // a refund; a lapsed policy's "back premium" paid to have it pay out (decision 0099); a
    // recovery agent's "small upfront processing fee only" (decision 0100); a "20% capital gains
    // tax" to be paid before savings can be taken out of a trading site (decision 0102); a
    // soldier's
    // leave whose "fee is $2,800 and it has to come from a civilian"; a pension poacher's "we can
    // reposition your savings into an approved annuity … Our one-time planning fee is $4,500" (VA:
    // only accredited representatives help with a claim, and never for a fee) (decision 0103).
    // A fee that "has to come from an account that isn't mine"; "no cost to you until the funds are
    // released"; a paid study's "enrollment deposit"; a fee "to release these funds"; "a $1.99 card
    // verification" (decision 0104).
    // "The only thing holding up the closing is the transfer tax and escrow fee"; "there's only a
    // small delivery fee" (FTC, timeshare resale and grant scams) (decision 0107).
    // A pension poacher's "what we do is move your savings into an irrevocable trust … our planning
    // fee is just $3,500" (decision 0108).
    // A prize for which "you only cover shipping" (FTC, prize scams) (decision 0110).
    // A job's "pay a $49 background and insurance fee via Cash App" (FTC: no employer charges to
    // hire) (decision 0111).
    // A veteran's headstone and flag "being held for a processing and engraving fee of $620" (the
    // VA provides them free) (decision 0112).
    // "We'll need a $1,500 deposit today for the independent nexus letter" (decision 0112).
    // The free piano "in storage with a moving company, you only pay their delivery fee" (FTC, BBB:
    // the piano giveaway) (decision 0113).
    // A timeshare buyer's broker: "the only thing we need from you is the $2,875 title transfer and
    // escrow fee"; a giveaway's "$2.99 booking verification charge applies"; a survey prize's "pay
    // only $1.95 shipping"; an aide's "$380 advance for her uniform, TB test and gas card"
    // (decision 0114).
    // A friend's "add the agent … he'll walk you through the delivery fee" for a grant (FTC:
    // government grant scams), a pet shipper's "crate rental of $980.00 must be paid before
    // delivery can continue" (FTC: pet scams) (decision 0115).
    // A "field adjuster"'s "we need your one-thousand-dollar deductible collected up front" before
    // an approved claim's check (insurers take a deductible out of the payment, they do not
    // collect it first); a "cash home buyer"'s "To lock in the offer we need a $495 refundable
    // title review deposit" (decision 0116).
    // A "shelter"'s text that a pet goes to a rescue "unless the $85 holding/boarding fee is
    // paid"; a listing whose "seller … has requested that buyers purchase the FULL report through
    // our verified partner site" (FTC: vehicle history report scams) (decision 0118).
    // A "fire marshal"'s "We can take care of it over the phone today for a $149 inspection and
    // certification fee"; "A $395 court filing fee is required to start the release" of a tax
    // sale's surplus (FTC: no fee is paid to a stranger for money owed to you); "prepay the first
    // three months … a Spectrum payment card you can pick up at any Walgreens" (decision 0119).
    // A "refundable" deposit sent by Zelle or Cash App to hold a prize seat or a free tax
    // appointment, and a "driver" who will bring back a lost wallet once "$40 on Cash App" is sent
    // "first": money sent by a payment app to a stranger does not come back (the FTC's advice on
    // payment apps) (decision 0120).
    // A "free" roof program's "two hundred fifty dollar permit deposit, which you get back when the
    // job's done": a deposit promised back is the fee of a program that costs nothing (2 probe
    // scams, no genuine message) (decision 0120).
    notWarnedAgainst(
      "(?:permit|processing|application|enrollment|registration|inspection) deposit\\b[^.!?\\n]{0,40}?\\b(?:you get|you'?ll get|get it|is|will be) (?:back|refunded|returned)\\b|(?<=\\$ ?)\\d[\\d,.]* refundable (?:[a-z]+ ){0,2}deposit\\b[^.!?\\n]{0,40}?\\b(?:via|by|through|with|on) (?:zelle|cash ?app|venmo|apple cash|paypal friends)\\b|send (?:me )?\\$ ?\\d[\\d,.]* (?:on|via|by|through|with) (?:cash ?app|zelle|venmo|apple pay|paypal)\\b[^.!?\\n]{0,40}?\\bfirst\\b|(?:take care of|resolve|handle|settle|clear) (?:it|this|that|the (?:fine|citation|matter|violation))(?: right)? over the phone\\b[^.!?\\n]{0,30}?\\$ ?\\d[\\d,.]*(?: [a-z]+){0,4} fee\\b|(?<=\\$ ?)\\d[\\d,.]* (?:[a-z]+ ){0,3}fee (?:is )?(?:required|needed|due) (?:to|before) (?:start|begin|process|release|file|claim|receive)\\b|pre-?pay\\b[^.!?\\n]{0,80}?\\b(?:payment|prepaid|reload) card (?:you can )?(?:pick up|buy|get|purchase) at (?:any |a |your local )?(?:walgreens|cvs|walmart|target|rite aid|dollar general|7-eleven|family dollar)\\b|unless (?:the|a|an|your) (?:\\$ ?[\\d,.]+ )?(?:[a-z/-]+ ){0,3}fee (?:is|has been|gets) paid\\b|(?:seller|owner|dealer)(?: of (?:this|the) (?:vehicle|car|truck|listing))? (?:has )?(?:requested|requires|asks|asked)(?: that)? (?:all )?(?:buyers|you) (?:to )?(?:purchase|buy|order|get) (?:a |the )?(?:full |complete )?(?:vehicle )?(?:history )?report\\b|(?:we|our team|i) (?:can |will |.ll )?(?:also )?(?:help you )?(?:move|reposition|restructure|transfer|shift) (?:your |her |his |their )?(?:savings|assets)[^.!?\\n]{0,30}? into (?:an? )?(?:[a-z]+ ){0,3}(?:annuity|annuities|trust)\\b[^]{0,200}?\\bfee\\b|fee (?:is|of) \\$ ?\\d[\\d,.]*[^.!?\\n]{0,40}?\\b(?:has to|must|needs to) (?:come from|be paid by) (?:a|the|his|my|her) (?:civilian|family member|relative|next of kin|sponsor|fianc)|(?:take|withdraw|cash|get) (?:some |it |(?:her|his|my|their|the) (?:money|savings|funds|profits?) )?out\\b[^.!?\\n]{0,80}?\\b(?:pay|paying) (?:a |the )?\\d{1,2} ?% [^a-z0-9 ]?(?:[a-z]+ ){0,2}(?:tax|fee|commission)\\b|(?:small|one-time|nominal|tiny) up-?front (?:processing |filing |release |service |recovery )?fee\\b|retainer (?:on|via|through|by|with) (?:cash ?app|zelle|venmo|paypal)\\b|(?:through|via|by|on) (?:zelle|venmo|cash ?app)(?: friends (?:&|and) family)? to (?:hold|reserve|secure|lock in) (?:your|the|a) (?:slot|appointment|time)\\b|(?:small|one-time|nominal|tiny|quick) \\$ ?\\d[\\d,.]* (?:filing|processing|release|handling|reinstatement|activation) fee\\b|(?:paid|pay) the \\$ ?\\d[\\d,]* (?:back |past-due |missed )?premium\\b[^.!?\\n]{0,60}?\\b(?:reinstate|pay out|release)\\b|(?:has to|must|needs to) come from an account that (?:isn.?t|is not) (?:mine|his|hers|ours)\\b|no (?:cost|fee|charge) to you until (?:the )?(?:funds|money|inheritance|estate|payment) (?:are|is) (?:released|recovered|paid|received)\\b|(?:paid|compensated) (?:clinical )?(?:study|trial|research)\\b[^]{0,300}?\\b(?:enrollment|registration|holding|security) (?:deposit|fee)\\b|release (?:these|the|your) (?:funds|money|payment|inheritance|balance)\\b[^]{0,200}?\\bfee (?:of|is) \\$ ?\\d|(?:complete|pay) an? \\$ ?\\d{1,3}(?:\\.\\d\\d)? (?:card |shipping |account )?(?:verification|activation|processing)\\b|(?<=\\$ ?)\\d{1,3}(?:\\.\\d\\d)? (?:processing|verification|activation) (?:&|and) (?:verification|processing|activation)\\b|(?:only thing|all that.?s?|the one thing) (?:holding up|standing in the way of|left before) (?:the )?(?:closing|sale|release|transfer|payout|deal)\\b[^.!?\\n]{0,40}?\\bfee\\b|(?:only|just) (?:a |one )?(?:small|tiny|little|nominal) (?:delivery|shipping|processing|release|handling|activation|transfer) fee\\b|what we do is (?:move|reposition|transfer|shift) (?:your |her |his )?(?:savings|assets)\\b[^]{0,200}?\\bfee\\b|(?:you )?(?:only|just) (?:pay|cover) (?:the )?(?:shipping|s&h|postage)\\b|(?:pay|send|cover)\\b[^.!?\\n]{0,20}\\$ ?\\d+[^.!?\\n]{0,10}\\b(?:background(?: check)?|training|onboarding|starter(?: kit)?|equipment)(?: and [a-z]+)? fee\\b|(?:held|on hold|released?)\\b[^.!?\\n]{0,60}?\\bfor (?:a|the) (?:[a-z]+ ){0,4}fee of \\$|(?:we'?ll|we will|i'?ll|i will) (?:need|require) a \\$ ?[\\d,]+ (?:deposit|retainer|fee)\\b[^.!?\\n]{0,20}?\\b(?:today|now|up ?front|first)\\b|(?:piano|organ|harp)\\b[^\\n]{0,200}?\\b(?:you (?:only|just) (?:need to |have to )?pay|all you pay is|just cover|only cover) (?:for )?(?:their|the) (?:delivery|shipping|moving|transport)(?: company'?s)? fee\\b|(?:in storage|with a (?:moving|shipping) company)\\b[^.!?\\n]{0,60}?\\byou (?:only|just) pay (?:their|the) (?:delivery|shipping|moving) fee\\b|(?:the )?only thing (?:we|i) need from you is (?:the |a )?\\$ ?\\d[\\d,]* (?:[a-z&]+ ){0,4}(?:fee|fees|deposit|charge)\\b|(?<=\\$ ?)\\d{1,3}(?:\\.\\d\\d)? (?:[a-z]+ ){0,2}(?:verification|booking|processing|activation|shipping) (?:charge|fee) applies\\b|pay (?:only|just) \\$ ?\\d{1,2}(?:\\.\\d\\d)? (?:for )?(?:shipping|s&h|shipping and handling|handling)\\b|(?<=\\$ ?)\\d[\\d,]* advance for (?:her|his|their|the|your) (?:[a-z]+ ){0,2}(?:uniform|training|supplies|background check|tb test|gas card|equipment|badge)\\b|(?:walk|help|take|talk) you through (?:the |a )?(?:delivery|processing|clearance|release|shipping|transfer|activation|handling) fee\\b|(?:crate|quarantine|clearance|vaccination|customs|rental|permit|transport)[a-z -]{0,30}? (?:fee |charge |deposit )?of \\$ ?\\d[\\d,.]* must be paid before\\b|we need your (?:[a-z-]+ )?deductible (?:collected |paid |sent )?(?:up ?front|first|in advance)\\b|to (?:lock in|hold|secure) (?:the|this|your|our) (?:cash )?offer,? (?:we|i) (?:need|require) (?:a|an|your) (?:\\$ ?\\d[\\d,.]* )?(?:refundable )?(?:[a-z-]+ ){0,3}(?:deposit|fee)\\b|one-time (?:setup|set-up|enrollment|processing|activation|transfer|migration) (?:fee |charge |cost )?(?:of |is )?\\$ ?\\d[\\d,.]*[^.!?\\n]{0,40}?\\b(?:i|we) can (?:take|run|process|put) (?:it |that )?(?:on|by|over)\\b|to complete (?:the |your )?activation,? (?:a |an )?(?:one-time )?(?:[a-z]+ ){0,2}(?:fee|charge) of \\$|requires? (?:the )?(?:seller|owner|you) to (?:pre-?pay|pay up ?front|cover) (?:the )?(?:closing|transfer|title|escrow)\\b",
    ),
  ],
  [
    'new_number_claim',
    // "Mom this is Jess texting from my friend Amber's phone": a relative on a friend's phone named
    // (FTC, family emergency scams) (decision 0106).
    // "I had to make a new account my old one got messed up" (decision 0107).
    // A cousin's "my old account got hacked so this is my new page" before a deposit by Cash App:
    // the same opening as a new number (five scams and one genuine note of the probes; the genuine
    // one asks nothing and stays below HIGH) (decision 0118).
    "my old (?:account|page|profile|facebook|fb)(?: [a-z]+)? (?:got|was|has been) hacked\\b|(?:texting|messaging|calling|writing) (?:you )?(?:on|from) (?:my |a )?(?:friend|roommate|coworker|buddy|neighbou?r|classmate|teammate) [a-z]+'?s (?:phone|cell)\\b|(?:had to |i )(?:make|made|open|opened|create|created|start|started) a new (?:account|profile|page|fb|facebook)\\b[^.!?\\n]{0,40}?\\bold one (?:got|was|is|has been) (?:messed up|hacked|locked|compromised|disabled|deleted|cloned)",
  ],
  [
    'cannot_talk_excuse',
    // "I'm at a donor luncheon and can't take calls. I need you to process an urgent vendor
    // payment": the director impostor's excuse at an event (FTC, boss impostors) (decision 0106).
    // The pastor impostor's "I'm in a meeting and can only text", a club president's "meetings back
    // to back, so please don't call", a stranded friend's "reply to this email only, my phone isn't
    // working here" (decision 0113).
    // A niece's or a neighbour's "please don't call, my phone is at 3%", "please don't call, my
    // phone screen is broken" (decision 0114).
    // A vendor's "please reply by email only as our phone lines are being upgraded" beside new bank
    // details: the call that would check them is ruled out (FBI IC3, business e-mail compromise)
    // (decision 0115).
    "(?:i'?m|i am) at (?:a |an |the |my )?(?:[a-z]+ ){0,2}(?:luncheon|lunch|dinner|event|gala|fundraiser|wedding|game|recital|ceremony)\\b[^.!?\\n]{0,20}?(?:and|so|but) (?:i )?(?:can'?t|cannot) (?:take|answer|make) (?:any )?(?:phone )?calls?\\b|(?:i'?m|i am) (?:in|at) (?:a |an |the )?(?:[a-z]+ ){0,2}(?:meeting|conference|service|class|seminar|session|appointment|funeral)s? and (?:i )?(?:can|could) only (?:text|e-?mail|message|chat)\\b|(?:meetings? back[- ]to[- ]back|back[- ]to[- ]back meetings)\\b[^.!?\\n]{0,40}?\\b(?:so )?(?:please )?(?:don'?t|do not) call\\b|(?:reply|respond|write) (?:to this e-?mail|by e-?mail|here) only\\b[^.!?\\n]{0,10}?\\bmy phone (?:isn'?t|is not|doesn'?t|does not|won'?t|is) (?:working|work|broken|dead)\\b|(?:please )?(?:don'?t|do not) call(?: me)?[,.;:!]? (?:because |since |as )?my phone(?: screen)? (?:is (?:at \\d{1,2} ?%|dying|dead|broken|cracked|almost dead)|(?:isn'?t|is not|won'?t|doesn'?t|does not) (?:working|work))|(?:please )?(?:reply|respond|contact (?:me|us)|communicate) (?:by|via|through) e-?mail only\\b|(?:our|my) (?:phone|telephone) (?:lines?|system|service) (?:is|are) (?:being (?:upgraded|repaired|serviced)|down|out of service|under maintenance)\\b",
  ],
  [
    'charity_appeal',
    // "I'm just calling to confirm your pledge of $75 again this year", "our records show you
    // pledged": the thanks for a gift never promised (FTC, charity scams); "a donor is tripling
    // every gift for the earthquake orphans"; "the families of our fallen officers"; "accepting
    // donations ONLY through CashApp" (decision 0106).
    // A GoFundMe "holding the money" or "frozen" (so the money goes to an app instead), "I'm
    // calling for the Firefighters Burn Victims Support Fund", a family "who lost everything in a
    // fire" (decision 0109).
    // A "parish mission" text's "Father Michael asks every parishioner to give $50 today. Cash App
    // only" (decision 0116).
    "(?:confirm|finalize|renew) (?:your|the) pledge\\b|(?:records show|we show|show that) you (?:pledged|promised (?:to give|a gift|a donation))\\b|(?:gift|donation)s? for the (?:[a-z]+ ){0,2}(?:orphans|victims|survivors|refugees|families|children)\\b|(?:support|help) the families of (?:our )?(?:fallen|injured|wounded|slain)\\b|accepting donations only (?:by|through|via|on|with)\\b|(?:gofundme|go fund me|fundraiser|donation page)\\b[^.!?\\n]{0,60}?\\b(?:is |got |was |has been )?(?:frozen|holding (?:the|our|all the) (?:money|funds|donations)|on hold|locked|suspended)|(?:i'?m|i am|we'?re|we are) (?:calling|reaching out|texting|writing) (?:for|on behalf of|from) the [a-z' ]{2,50}? (?:fund|foundation|association|charity|relief|benevolent society)\\b|(?:family|families|neighbou?rs?|couple|widow)\\b[^.!?\\n]{0,40}? (?:who )?lost everything in (?:a|the) (?:[a-z]+ ){0,2}(?:fire|flood|storm|hurricane|tornado)e?s?|(?:asks|asking|urges|urging) (?:every|each|all(?: of)?(?: our)?) (?:parishioners?|members?|church members|families|neighbou?rs?|congregants?) to (?:give|donate|send)\\b",
  ],
  [
    'move_money_safe_account',
    // "We need to move it into a new secured account under your name" (FTC: no bank moves money to
    // keep it safe) (decision 0107).
    // An exchange's "fraud team" that will "help you move everything into a secure cold storage
    // wallet" (decision 0112).
    notWarnedAgainst(
      '(?:move|transfer|send|put) (?:it|the (?:balance|money|funds)|your (?:balance|money|funds|savings)) (?:in)?to a (?:new )?(?:secured?|safe|protected|temporary) account\\b|(?:move|transfer|send) (?:everything|all (?:of )?(?:your|the) (?:coins|crypto|funds|money|bitcoin|assets)|your (?:coins|crypto|bitcoin|assets)) (?:in)?to a (?:new )?(?:secure|safe|protected|cold)(?: cold)?(?: storage)?(?: vault)? (?:wallet|vault|account)',
    ),
  ],
  [
    'remote_access_request',
    // "Have your bank login ready so the agent can connect to your account remotely" (decision
    // 0107).
    notWarnedAgainst(
      '(?:agent|technician|tech|specialist|we|he|she|they) (?:can|could|will) (?:connect|log ?in|get) (?:in)?to your (?:account|computer|phone|device|pc) remotely\\b',
    ),
  ],
  [
    'account_problem_alert',
    // "A withdrawal request of 0.38 BTC … has been submitted from a new device" (decision 0107).
    '(?:withdrawal|transfer|payment) (?:request )?[^!?\\n]{0,80}?(?:has been |was )(?:submitted|initiated|requested) from a new device\\b',
  ],
  [
    'legit_order_update',
    // A charity's receipt: "Your gift of $100 to North Carolina Disaster Relief was received"
    // (decision 0109).
    'your (?:gift|donation|contribution) of \\$ ?[\\d,.]+ (?:to [^.!?\\n]{2,60} )?(?:was|has been) (?:received|processed)',
  ],
  [
    'legit_appointment_or_pharmacy',
    // "Your refrigerator delivery is scheduled for Saturday" (a store's recorded call) (decision
    // 0110).
    // A clinic's recorded reminder: "a Medicare Annual Wellness Visit with Dr. Nguyen on Wednesday
    // … Press 1 to confirm, press 2 to reschedule" (decision 0115).
    '(?:delivery|installation|service|appointment|visit) (?:is|has been) scheduled for (?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|(?:press|dial) (?:1|one) to confirm[^.!?\\n]{0,40}?\\b(?:press|dial) (?:2|two) to (?:reschedule|cancel)\\b|(?:visit|appointment|check-?up|exam) with (?:dr\\.?|doctor) [a-z]+ on (?:mon|tues|wednes|thurs|fri|satur|sun)day\\b',
  ],
  [
    'fake_invoice',
    // A recorded "important message regarding your home warranty … has expired or is about to
    // expire" (FTC: warranty robocalls sell service contracts) (decision 0111).
    notWarnedAgainst(
      '(?<!\\b(?:warning|warnings|warn|warns|saying|claiming|says|claims?|like) (?:that )?(?:your |the )?)(?:home|appliance|factory) warranty\\b[^.!?\\n]{0,80}?\\b(?:has expired|expired|is about to expire|is expiring|will expire|has lapsed|lapsed)\\b|(?:message|call|calling|notice) (?:regarding|about) your home warranty\\b',
    ),
  ],
  [
    'loan_or_credit_offer',
    // "Veterans 62+ can now convert their monthly VA pension into a one-time lump sum … lock in
    // your buy-out amount" (VA and FTC: pension buy-outs are costly loans) (decision 0112).
    notWarnedAgainst(
      '(?:convert|turn|trade|sell|cash in|cash out) (?:your |their )?(?:monthly )?(?:va |military |veterans? )?(?:pension|disability|benefits?)(?: payments?)? (?:in)?to (?:a|one) (?:one-time |single )?lump sum|(?:lock in|claim|get) your buy-?out amount\\b',
    ),
  ],
  [
    'impersonates_utility',
    // Utilities named by their initials, as the main pattern names Duke Energy or Georgia Power:
    // "my SRP bill", "your last APS bill" (decision 0112).
    // A caller's "this is Columbia Gas field services": gas utilities by name (decision 0116).
    notWarnedAgainst(
      '(?:srp|aps|tep|sce|sdg&e|fpl|pse&g|comed|peco|pepco|bge) (?:bill|account|balance)\\b|salt river project\\b|columbia gas|nicor gas|peoples gas|socalgas|southern california gas|atmos energy|centerpoint energy|spire energy|washington gas|piedmont natural gas',
    ),
  ],
  [
    'legit_never_ask_notice',
    // "The IRS doesn't: call to demand immediate payment …" (IRS.gov, decision 0114).
    // A sweepstakes' official rules: "NO PURCHASE NECESSARY TO ENTER OR WIN. A purchase will not
    // increase your chances of winning" (decision 0114).
    // A settlement's "The Settlement Administrator will never charge you a fee" (decision 0115).
    notWarnedAgainst(
      "(?<!\\b(?:you|i|please) )(?:doesn'?t|don'?t|won'?t|will not|never)(?: ever)?:|no purchase (?:is )?necessary to (?:enter or win|enter|win)\\b|a purchase (?:will not|won'?t|does not|doesn'?t) (?:increase|improve) your (?:chances|odds)\\b|(?:we|[a-z]+)(?: will|'ll) never charge you (?:a |any )?(?:fee|fees|money)\\b",
    ),
  ],
  [
    'high_daily_pay',
    // A reshipping job's "$30 per package" (FTC: reshipping jobs move stolen goods) (decision
    // 0114).
    notWarnedAgainst(
      '(?<=\\$ ?)\\d{2,3} (?:per|a|for each|each) (?:package|parcel|box|shipment)\\b',
    ),
  ],
  [
    'impersonates_ssa',
    // An ad's "COLA Catch-Up Payment": Social Security pays its cost-of-living increase in the
    // monthly benefit, never as a payment to claim (decision 0116).
    notWarnedAgainst(
      'cola (?:catch-?up|bonus|boost|supplement|back ?pay|relief) (?:payment|check|deposit)s?\\b',
    ),
  ],
  [
    'account_suspension_threat',
    // A "network engineer"'s "your current SIM card is going to stop working tonight" before asking
    // for the code (FCC: SIM swapping) (decision 0117).
    // A pop-up's "Customers who do not update will be locked out of Online Banking" before a
    // download from outside the app store (decision 0118).
    notWarnedAgainst(
      "(?:who|that|if you) (?:do not|don'?t|fail to|never) (?:update|upgrade|verify|confirm|install|download|re-?validate)\\b[^.!?\\n]{0,40}? (?:will|would|may) be (?:locked out|suspended|blocked|deactivated|disabled|cut off)\\b|sim(?: card)? (?:is going to|will|is about to|is set to) (?:stop working|be (?:deactivated|disconnected|shut off|cut off)) (?:tonight|today|in (?:an|one|two|\\d{1,2}) hours?)\\b",
    ),
  ],
  [
    'asks_click_link',
    // A pop-up's "Tap DOWNLOAD UPDATE to install BofA_Secure_2026.apk directly. Do not use the
    // Play Store": an app file from outside the store is how banking malware is installed
    // (decision 0118).
    notWarnedAgainst(
      '(?:download|install|tap|click|open)\\b[^.!?\\n]{0,40}?\\b[a-z0-9_-]{2,40}\\.apk\\b',
    ),
  ],
  [
    'crypto_payment',
    // A fee taken "Bitcoin or wire only" (a citizenship "fast track"): a seller that takes only
    // payments that cannot be reversed leaves the buyer no way back (the FTC's advice on
    // cryptocurrency scams) (decision 0120).
    notWarnedAgainst(
      '(?:bitcoin|btc|usdt|crypto(?:currency)?)(?: or (?:bank )?(?:wire|zelle|cash ?app|gift cards?))? only\\b|(?:wire|zelle|cash ?app) or (?:bitcoin|btc|crypto(?:currency)?) only\\b',
    ),
  ],
];

export const FURTHER_READINGS: ReadonlyMap<string, RegExp> = new Map(
  READINGS.map(([id, source]) => [id, words(`\\b(?:${source})`)] as const),
);
