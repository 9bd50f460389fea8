import type { SignalDefinition } from './types.js';
import { notWarnedAgainst, words } from './types.js';

/** A day's pay of $200 or more ("$300/day", "$300-$800 per day", "$250 daily"). */
const DAILY_PAY =
  '\\$ ?[2-9]\\d{2}(?: ?(?:-|to) ?\\$? ?\\d{3,4})? ?(?:/ ?|per |a |each |every )?(?:day\\b|daily\\b)';

export const TOO_GOOD_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'prize_claim',
    category: 'too_good',
    prior: 1.4,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:to|for) every (?:family|person|one|household) (?:that|who) (?:shares?|comments?|likes?)\\b|(?:elon(?: musk)?|musk|oprah|mr\\.? ?beast|dolly parton|bill gates|warren buffett|jeff bezos) (?:is |has been )?giv(?:ing|es) away\\b|(?:depositing|sending|giving) \\$ ?\\d[\\d,]* (?:in)?to [^.!?\\n]{0,40}?\\d[\\d,]* lucky\\b|bless(?:ing)? (?:the first )?\\d+ (?:people|followers|lucky [a-z]+) with \\$ ?\\d[\\d,]*|(?:is|are|we'?re) giving (?:away )?[^.!?\\n]{0,80}?\\b(?:to (?:the first \\d[\\d,]*|\\d[\\d,]* lucky)|who (?:share|like|comment))\\b|all you (?:have|need) to do is\\b[^\\n]{0,80}?\\b(?:share|comment|like) (?:this|our) (?:post|page)|(?:is|are) giving away (?:free )?\\$ ?\\d+ (?:gift cards?|vouchers?|coupons?)\\b[^\\n]{0,200}?\\blike (?:this|our) page|(?:won|win) a free (?:trip|cruise|vacation|getaway)\\b|(?:you|u)(?:'ve| have| ve)? (?:won(?!'t)|been (?:selected|chosen)(?!!? (?:extra )?\\$ ?\\d+ off| (?:for|to receive) (?:our|an?|this) (?:best |exclusive |special |early )?(?:offer|access|deal|discount|savings|coupon|pricing|sale)))|(?:i|we) (?:won(?!'t)(?! (?:a |the |our |first |second |third )?(?:(?:office|work|fantasy|football|super bowl|march madness) ){0,2}(?:squares|pool|bracket|league|raffle|door prize|bingo|game|bet|match|tournament|race|award|election|case|auction|bid|contest at|drawing at))|had won)|winner|your name (?:on|in|among) (?:the )?(?:list of )?winners|congratulations[!,.:]*\\s+(?:you|your|u|ur|dear|winner|lucky|sir|madam|customer|user|member|subscriber)\\b(?!'ve unlocked| have unlocked)(?! (?:promotion|retirement|wedding|baby|graduation|anniversary|birthday|engagement|(?:[a-z]+ ){0,2}application (?:has been|was|is) approved))|congrat(?:ulation)?s~(?:you(?:'ve| have)? won|winner|selected|chosen|(?:pre-?)?approved|eligible|qualified|prize|reward|cash|voucher|bonus|claim)|congrat(?:ulation)?s (?:on|for) your (?:new job|new position|selection|approval|win|prize|reward)|claim your (?:prize|reward|gift|cash)|(?:cash )?(?<!nobel |pulitzer |booker |peace |door )prize(?![- ]winn)|(?<!\\b(?:chance to win|enter (?:to win|our|the))\\b[^.!?\\n]{0,60})sweepstakes(?! (?:entry|entries) (?:is |has been |was )?(?:confirmed|received|recorded)| rules)(?![;,.]? no purchase necessary)|free (?:gift(?! ?wrap| box| bag| with (?:any |your )?purchase| receipt)|iphone|ipad|vacation|cruise)|reward (?:points )?(?:expire|waiting|pending)|(?:survey|questionnaire)~(?:get|receive|earn|claim) (?:a |an |your )?\\$ ?\\d{2,4} (?:reward|gift card|credit|bonus|voucher)|(?:drawing|draw|sweepstakes|raffle|giveaway)~(?:was|were|has been|have been|is) (?:selected|chosen|drawn)\\b|(?:qualify|qualified|eligible) for a (?:loyalty |free |special |customer )?(?:reward|gift)\\b|(?:been|are|is|were) selected (?:to|for) (?:receive|win|get|stay|a (?:prize|reward|gift|award))|(?:number|mobile|phone|e-?mail|ticket)s? (?:has |have )?won|your (?:number|mobile number|phone number|e-?mail(?: address)?|account) (?:was|has been) (?:selected|chosen|picked|drawn)|\\bwon (?:a |an |the )?(?:rs\\.?|inr|usd|gbp|\\$|£|€) ?\\d|(?:lucky|(?<!door )prize|weekly|monthly) draw|(?:reply|text|txt) (?:(?!me\\b|us\\b|him\\b|her\\b|them\\b)[a-z0-9]{1,12} )?to win|win (?:a |an )?free|today is (?:ur|your) lucky day|surprise (?:is )?awaiting you)")}\\b`,
      ),
    ],
    types: { prize_lottery: 3 },
  },
  {
    // A win, a claim or an agent of a lottery: talk of the office Powerball pool is no claim. The
    // gap may cross a decimal point ("won $2.5 million in the Jamaica lottery").
    id: 'lottery_claim',
    category: 'too_good',
    prior: 1.6,
    gate: /lotter|lotto|jackpot|mega millions|powerball|euro ?millions|publishers clearing|pch|draw|giving away/,
    patterns: [
      words(
        '\\b(?:(?:won|wins?|winners?|winning|winnings|draws?|claims?|claiming|awards?|awarded|prizes?|agent|department|board|commission|promotion|program(?:me)?|payout|payment|reference|batch|ticket number|notification|beneficiary|selected)[^!?\\n]{0,80}?(?:lottery|lotto|jackpot|mega millions|powerball|euro ?millions)|(?:lottery|lotto|jackpot|mega millions|powerball|euro ?millions)[^!?\\n]{0,80}?(?:won|wins?|winners?|winning|winnings|draws?|claims?|claiming|awards?|awarded|prizes?|agent|department|board|commission|promotion|program(?:me)?|payout|payment|reference|batch|ticket number|notification|beneficiary|selected)|publishers clearing house|pch|(?:international|national) draw|(?:green card|visa|dv) lottery|giving away \\d[\\d,]* (?:visas|green cards))\\b',
      ),
    ],
    types: { prize_lottery: 4 },
  },
  {
    id: 'inheritance_claim',
    category: 'too_good',
    prior: 1.8,
    gate: /inheritance|next of kin|beneficiary|deceased|estate of|barrister|unclaimed|mill?ion|billion|\d,\d{3},\d{3}|partner|sum|fund|money|bequest/,
    patterns: [
      words(
        "\\b(?:(?<!\\b(?:i|we|she|he|mom|dad) (?:just )?(?:got|received|inherited|had) (?:a |an |some |my |our )?(?:little |small |modest )?)inheritance(?! (?:question|questions|tax|taxes|planning|plan)\\b)|next of kin|(?:sole )?beneficiary (?:of|to)(?! (?:the |your |my |his |her |our |this |a )?(?:ira|401k|roth|account|policy|life insurance|annuity|trust|pension|savings|checking|retirement)\\b)|deceased (?:client|customer|relative)|estate of (?:the )?late|barrister|unclaimed (?:funds|money|estate|inheritance)|(?:million|\\d+,\\d{3},\\d{3}) (?:usd|dollars|pounds|euros)|(?:fund|funds|sum|payment|fortune|compensation|consignment|inheritance) of (?:us ?)?\\$ ?\\d{1,3}(?:,\\d{3}){2,}|(?:million|billion) (?:united states |us |u\\.s\\. )dollars|(?:foreign|overseas) (?:business )?partner|transfer (?:the|this) (?:sum|fund|funds) (?:of|to|into)|(?:transfer|move|remit) (?:this|the|these) (?:money|fund|funds|sum) (?:to|into|out of|abroad|overseas)|bequest|assigned beneficiary|beneficiary~(?:cousin|uncle|aunt|relative|man|woman|person|someone) (?:in [a-z]+ )?(?:i'?d|i had|i have|we'?d|we had) never (?:heard of|met)|beneficiary (?:of|to) (?:the|this|a) (?:fund|funds|sum|money|estate|payment|deposit)|\\d[\\d.,]*[a-z]? ?mill?ion (?:usd|us dollars?|united states dollars?|dollars?|pounds|euros)|\\d{1,2}(?:\\.\\d+)? ?(?:%|percent|per cent)(?: of)? (?:the )?(?:total |entire |whole )?(?:sum|fund|funds|money))\\b",
      ),
    ],
    types: { prize_lottery: 2, other: 1 },
  },
  {
    // The advance-fee story's own devices (FBI and FTC on "Nigerian" letters): a fortune with no
    // owner (a plane crash, died intestate, a dormant account), a share offered for fronting it,
    // a box of money with a diplomat, a certificate to pay before release. No genuine estate,
    // bank or charity letter tells them.
    id: 'advance_fee_story',
    category: 'too_good',
    prior: 2.0,
    patterns: [
      words(
        "\\b(?:died intestate|(?:got|received|get) (?:a |my )?\\$ ?[\\d,]{5,} (?:grant |check |payment )?delivered (?:to|at) (?:my|your|the) (?:house|home|door)|(?:saw|seen|found) your name on the (?:list|winners? list)|(?:have|has|had|found|got) (?:a |an )?(?:buyer|purchaser) (?:lined up|waiting|ready|from [a-z]+)~(?:timeshare|resort|week|unit)|(?:buyer|purchaser)~(?:interested in|for|wants) (?:your|the) (?:timeshare|resort|week at)|(?:timeshare|resort)~(?:buyer|purchaser) (?:lined up|waiting|ready)|(?:plane|air|car|auto) (?:crash|accident)~(?:fund|funds|sum|deposit|account|million)|(?:abandoned|unclaimed|dormant) (?:sum|fund|funds|deposit|account)~(?:million|\\$ ?\\d|usd|dollars)|(?:present|presenting) you as (?:the |his |her |their )?(?:next of kin|relative|beneficiary|partner)|(?:share|split) (?:the |this )?(?:money|fund|funds|sum|proceeds)~(?:50/50|\\d{1,2} ?(?:%|percent)|equally)|you (?:will|shall) (?:receive|get|be given|take) \\d{1,2} ?(?:%|percent) of (?:the |this )?(?:total|fund|funds|sum|money)|(?:transaction|deal|business|arrangement) is (?:100% |completely |absolutely |totally )?risk[- ]free|risk[- ]free (?:transaction|deal|business)|consignment (?:box|package)~(?:million|\\$ ?\\d|diplomat|money|cash)|diplomat~(?:consignment|deliver|box)|(?:anti-?terrorism|clearance|ownership|non-?inquiry|drug[- ]free|fund release) certificate|atm (?:visa |master ?)?card (?:worth|valued|containing|loaded)|compensation (?:payment|fund)~(?:victims?|approved|beneficiar)|held (?:up )?by corrupt officials|(?:donate|give|hand over) (?:my|our) (?:late husband'?s |late wife'?s |late father'?s )?(?:fortune|wealth|estate|inheritance|money)~(?:through you|to you|charity)|(?:decided|wish|want|willing) to (?:donate|give|will|hand over) (?:this|the|my|our) (?:fund|funds|money|fortune|inheritance|sum)~to (?:a |an |you\\b|your\\b|any )|(?:foreign|trustworthy|reliable) (?:partner|person)~(?:receive|transfer|account|fund)|transfer (?:\\$ ?[\\d.,]+ ?(?:million|m)|(?:the |this )?(?:sum|fund|funds)) out of (?:the|this|my|our) country)|\\b(?:see|saw|seen|spotted|found) your name (?:was )?on (?:the|a) (?:list|winners? list)\\b|\\byour name (?:came up|appeared|is|was) on (?:our|the) list\\b",
      ),
    ],
    types: { prize_lottery: 2, other: 1 },
  },
  {
    // Office mail of a trading firm speaks of "trading profits", a "trading account" and an
    // "investment opportunity" every day (probe 18, decision 0065): only a person's own profits,
    // a crypto or forex account, or an opportunity sold as lucrative is the pitch.
    id: 'guaranteed_returns',
    category: 'too_good',
    prior: 1.8,
    patterns: [
      words(
        "\\b(?:turn(?:ing|ed|s)? (?:a |an |your )?\\$ ?[\\d,]+ (?:deposit |investment )?into \\$ ?[\\d,]+|(?:ai |crypto |forex )?trading (?:robot|bot) (?:is|that is) \\d|(?:deposit|transfer) screenshot\\b|(?:gave|earned|made) (?:our )?members \\d+ ?%|(?:put in|invested|started with) \\$ ?[\\d,]+~(?:withdrew|cashed out|took out|pulled out) \\$ ?[\\d,]+|(?:vip|premium) (?:trading )?signals?\\b|deposit a minimum of \\$|earning \\$ ?[\\d,]+ ?(?:to|-|–) ?\\$ ?[\\d,]+ (?:per|a) (?:day|week)|(?:grown|grew|went|gone),? (?:from )?\\$ ?[\\d,]+ to \\$ ?[\\d,]+ in (?:just |only )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few) (?:days|weeks|months)|guaranteed \\d{1,2}(?:\\.\\d+)? ?% (?:a|per|each|every) (?:year|month|week)\\b[^.!?\\n]{0,40}?\\b(?:zero|no) risk|invested\\b[^!?\\n]{0,40}?\\$ ?[\\d,]+~(?:received|got back|made|earned|had|got|turned (?:it )?into) \\$ ?[\\d,]+ (?:in|within|after) (?:just |only )?(?:\\d+|one|two|three|four|five|six|seven|a few) (?:days|weeks|hours)|invested\\b[^!?\\n]{0,40}?\\$ ?[\\d,]+~(?:in|within|after) (?:just |only )?(?:\\d+|one|two|three|four|five|six|seven|a few) (?:days|weeks|hours),? (?:i |she |he |it )?(?:had|got|made|received|was worth|turned into) \\$ ?[\\d,]+|got back \\$ ?[\\d,]+ on (?:a|my|her|his) \\$ ?[\\d,]+ investment|(?:started|began) with \\$ ?[\\d,]+~(?:(?:i'?m )?up to|now (?:have|at)|turned (?:it )?into|(?:it |the account |the app )?(?:showed|shows|grew to|was worth|doubled to)) \\$ ?[\\d,]+|(?:tips|trading|investing|crypto|gold|futures|stocks)~(?:made|earned) \\$ ?[\\d,]+ (?:last|this) (?:month|week)|(?:gives?|sends?|shares?) (?:me|us|you) (?:his |her |their |trading |daily )?signals\\b|(?:stocks?|picks?|coins?|trades?) (?:that )?(?:rose|gained|returned|jumped|went up) \\d{2,4}(?= ?%)|(?:flip|turn) (?:it|your \\$ ?\\d[\\d,]*) (?:to|into) \\$ ?\\d[\\d,]*|(?:signals|tips|strategy|trading|crypto)\\b[^.!?\\n]{0,40}?\\b(?:i|she|he|we) (?:made|earned|got) \\d{2,3} ?% (?:last|this|in (?:a|one)) (?:week|month)\\b|shares? (?:[a-z-]+ ){1,3}signals (?:with|to)\\b|(?:made|earned|gained|profited) \\d{1,3}% in (?:\\d{1,3}|a few|one|two) (?:minutes|hours|days)\\b|invested \\$ ?\\d[\\d,.]*[^!?\\n]{0,80}?\\b(?:received|got|made|earned|withdrew|turned (?:it )?into) \\$ ?\\d[\\d,.]* (?:in|within|after) (?:just |only )?(?:\\d{1,2}|one|two|three|four|five|six|seven|a few) (?:days?|hours?|weeks?)\\b|(?:100% )?guaranteed recovery|(?:trick|secret|strategy|method|system) (?:with|for|on|in) (?:gold|crypto|bitcoin|forex|stocks?|futures|options)\\b|(?:earn|earns|earning|make|making|return|returns) (?:\\d+(?:\\.\\d+)?(?:-\\d+)?% )(?:a|per|every) (?:week|day)\\b|(?:\\d+% )?a (?:week|day) (?:on|with) (?:your|their|his|her) (?:pension|savings|ira|401k|retirement)|(?:members|students|our group) (?:gained|earned|made|profited) (?:over |about |up to )?\\d+(?= ?%)|free stock picks|guaranteed (?:returns?|profits?|income|investment)|(?:[89]|1\\d|[2-9]\\d)(?:\\.\\d{1,2})?% (?:fixed |annual |annuali[sz]ed )?guaranteed|guaranteed (?:annual |fixed )?(?:return |yield |rate |interest )?(?:of )?(?:[89]|1\\d|[2-9]\\d)(?:\\.\\d{1,2})?%|double (?:your|my) (?:money|investment|bitcoin)|risk[- ]free (?:investment|returns?|profit)|(?<![\\d.])\\d{1,3}% (?:daily|weekly|monthly|returns?|profit)(?! (?:charge|fee|interest|finance|late|service))|(?:earn(?:s|ed|ing)?|made|make|makes|returns?|returned|returning|profits?|pays?|paying|paid|gain(?:s|ed)?|grows?|grew) (?:of |up to |an? |about |over |at least )?\\d{1,2}(?:\\.\\d{1,2})? ?% (?:per|a|each|every) (?:day|week|month)\\b|(?:your |the )?(?:capital|principal) (?:is |will be |remains )?(?:fully |100% |always )?(?:protected|guaranteed|insured|safe)|(?:your |the )?(?:capital|principal|savings|money) (?:is|are) never at risk|guaranteed protection (?:against|from) (?:inflation|market|the market|crashes|losses)|following (?:his|her|their|my|the) (?:trading )?signals|(?<!\\b(?:robinhood|fidelity|schwab|webull|e\\*?trade|paypal|venmo|cash ?app|sofi|coinbase|kraken|gemini) )(?:crypto|bitcoin|forex) (?:platform|opportunity|app|account|mentor|group|trading)|(?:trading|investment) (?:platform|app|mentor|group)|(?:lucrative|exclusive|amazing|incredible|tremendous|extraordinary|outstanding|spectacular|unique|rare|golden|fantastic|unbelievable|huge|once[- ]in[- ]a[- ]lifetime|risk[- ]free|high[- ]yield) investment (?:opportunity|plan|program)|(?:can'?t|cannot|couldn'?t|unable to|won'?t let (?:me|you)) withdraw|trading signals|(?:your|my|his|her) trading profits?|(?:invest|investing|invested|trading) (?:in |on )?(?:crypto|bitcoin|gold|forex|an app|a platform|the platform)|(?:app|platform|website|account) (?:shows|showed|said) (?:my |a |huge |big )?(?:profits?|balance|gains|returns)|(?:app|platform|website|account) (?:shows|showed) (?:that )?(?:my|the) (?:\\$ ?[\\d,]+ |money |investment )(?:has )?(?:doubled|tripled)|(?:penny )?stock (?:play|alert|pick) of|(?:major|hot|big) stock (?:play|alert|pick)|otcbb|otc ?bb:|strong buy recommendation|(?:give|put in|pay in|invest|contribute) \\$ ?\\d{1,3}(?:,\\d{3})*~(?:get|receive|make) (?:back )?\\$ ?\\d[\\d,]*|\\d{1,3}(?:,\\d{3})* (?:turns?|turned|becomes?|grows?) into \\$ ?\\d|" +
          '(?:from|by) new members (?:joining|who join)|(?:gifting|blessing|money) (?:circle|loom|board)s?|(?:iqd|iraqi dinar|dinar|vietnamese dong)~(?:revaluation|\\brv\\b)|revaluation (?:of the )?(?:iqd|dinar))\\b',
      ),
    ],
    types: { investment_crypto: 4 },
  },
  {
    // "Remote part-time job, $300/day", "60-90 min per day, $300-$800 per day": pay far above any
    // real part-time wage for little time is the job scam's bait (FTC, "Job Scams", 2024 task-scam
    // alerts). Only with work or earning named beside the sum: "$200 a day" for a rental car is
    // a price.
    id: 'high_daily_pay',
    category: 'too_good',
    prior: 1.2,
    gate: /\$ ?[2-9]\d\d|(?:min(?:ute)?s?|hours?|hrs?) (?:a|per|each) day/,
    patterns: [
      words(
        `(?:\\bdaily (?:salary|pay|income|wages?|earnings?):? \\$ ?[2-9]\\d{2}\\b|\\bdaily (?:salary|pay|income|wages?|earnings?):? \\$ ?\\d{2,3} ?[-–] ?\\$ ?[2-9]\\d{2}\\b|\\b(?:earn|earning|make|making|paid|pay|salary|income|commissions?|job|work|position|remote|part[- ]time)~${DAILY_PAY}|${DAILY_PAY}~(?:job|work|position|remote|part[- ]time|no experience)|\\b\\d{1,3}(?: ?(?:-|to) ?\\d{1,3})? ?(?:min(?:ute)?s?|hours?|hrs?) (?:a|per|each) day~(?:\\$ ?\\d{3}|earn|paid))`,
      ),
    ],
    types: { employment: 3 },
  },
  {
    id: 'job_offer',
    category: 'too_good',
    prior: 1.0,
    patterns: [
      words(
        "\\b(?:(?:driver|job|employment|onboarding) application (?:is|has been) (?:on hold|approved|pre-?approved)\\b|work (?:from|at) home|earn (?:up to |between )?\\$?\\d[\\d,]*(?: ?(?:-|to) ?\\$?\\d[\\d,]*)? ?(?:k |usd |dollars )?(?:(?:per|a|/|every) ?(?:day|week|hour|month)|daily|weekly)|job (?:offer|opportunity|position)|(?:we are|we'?re|now) hiring|is hiring (?:remote|part[- ]time|online|work[- ]from[- ]home|seasonal)\\b|mystery shoppers?|secret shoppers?|(?:remote|online|work[- ]from[- ]home) (?:data|chat|customer|admin)[a-z ]{0,25}(?:annotator|clerk|assistant|specialist|agent|reviewer|evaluator)\\b|(?:remote|data entry|part[- ]time|online) (?:job|work|position|assistant)|(?:remote|part[- ]time|work[- ]from[- ]home) (?:[a-z]+ ){1,3}(?:role|position)\\b|(?:pre-?selected|selected|chosen) for (?:a|an|the) (?:remote|part[- ]time|online|work[- ]from[- ]home)~(?:job|position|role)|(?:job|position|role) paying \\$\\d[\\d,.]* ?(?:/|per|an?) ?(?:hour|hr|day|week)|personal assistant (?:job|position)|hiring (?:part[- ]time|remote|work[- ]from[- ]home)\\b|re-?packag(?:e|ing) (?:them|it|the (?:items|packages|boxes))\\b|reship(?:ping)? (?:them|the (?:items|packages|boxes)) (?:to|overseas|with (?:new )?labels)\\b|(?:putting|put) (?:new )?prepaid (?:shipping )?labels\\b|(?:buy|purchase) (?:the |your )?(?:equipment|supplies|software|laptop)~(?:check|reimburse))\\b",
      ),
    ],
    types: { employment: 4 },
  },
  {
    // "Task" jobs (FTC consumer alerts, 2023–24): pay for rating products, liking videos or
    // "optimising" apps, then a deposit to "unlock" the next set of tasks or to withdraw.
    id: 'task_scam_pitch',
    category: 'too_good',
    prior: 2.0,
    patterns: [
      words(
        '\\b(?:\\d+ (?:per|a|for each) (?:like|subscribe|follow|review|rating|task)\\b|like and subscribe to (?:youtube )?videos (?:for|to)\\b|(?:rate|rating|review|reviewing|like|liking|boost|boosting|optimi[sz]e|optimi[sz]ing|submit|submitting|complete|completing) (?:[a-z]+ ){0,2}(?:products|apps|app data|videos|hotels|movies|listings|tasks)~(?:commissions?|earn|salary|for money|\\$\\d)|(?:commissions?|earn|paid)~(?:rating|reviewing|liking|boosting|optimi[sz]ing|submitting|completing) (?:[a-z]+ ){0,2}(?:products|apps|app data|videos|hotels|movies|listings|tasks)|(?:recharge|top up|top-up|prepay)~(?:to (?:unlock|continue|complete|start|withdraw|receive)|tasks?|commissions?|negative balance|(?:the |your )?platform)|(?:lucky |special |premium )?combination (?:order|task)s?|re-?ship(?:ping)? (?:it|them|the (?:packages?|items?|parcels?))|(?:remove|replace) the (?:original )?packing slips?|(?:receive|keep|accept) (?:a |the )?(?:packages?|parcels?)~(?:re-?ship|forward|send) (?:it|them)~(?:overseas|abroad|to (?:his|her|their|an?) (?:office|address|warehouse))|(?:deposit|pay)~to unlock (?:[a-z]+ ){0,2}(?:tasks?|levels?|commissions?|withdrawals?|earnings|profits)|(?:unlock|complete|finish) (?:[a-z0-9]+ ){0,3}(?:tasks?|sets?|levels?)~(?:commissions?|withdraw))',
      ),
    ],
    types: { employment: 4 },
  },
  {
    // The fake-check job (FTC): "we'll send you a check to buy your equipment from our approved
    // vendor": the check bounces after the money has gone to the vendor, who is the scammer.
    id: 'overpayment_refund',
    category: 'too_good',
    prior: 1.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:keep|take) (?:your|\\$ ?\\d[\\d,]*) (?:pay|fee|commission|share|cut)(?: out of it)?,? (?:and )?(?:forward|send|wire|transfer|mail) the rest\\b|(?:i think )?i sent (?:you|u) \\$ ?\\d[\\d,.]* (?:on|via|through|by) (?:cash ?app|zelle|venmo|paypal) by (?:mistake|accident)\\b|when it (?:lands|arrives|comes in|clears) in your (?:checking|account|bank)\\b[^.!?\\n]{0,80}?\\b(?:send|wire|forward|transfer) it (?:on )?to\\b|(?:the rest|the balance|the difference|the extra)(?: is| goes)? (?:for|to) (?:my|the|his|her) (?:shipping|moving|pick-?up|freight) (?:agent|company|mover|guy)|send (?:him|her|them|the (?:agent|mover|driver)) the (?:balance|difference|rest|extra)\\b|overpa(?:id|yment)|(?:accident(?:al)?ly|mistakenly) sent (?:you|u)\\b[^\\n]{0,120}?\\bsend (?:it|the money|them) back\\b|sent me \\$ ?\\d[\\d,.]* on (?:venmo|zelle|cash ?app|paypal)\\b[^\\n]{0,80}?\\b(?:mistake|accident)\\b[^\\n]{0,60}?\\bsend it back\\b|(?<!\\b(?:i|we) (?:accidentally |mistakenly )?)(?:sent|paid|transferred) (?:it|(?:you |me )?(?:the )?(?:money|\\$ ?\\d[\\d,.]*)) to (?:the )?wrong (?:person|number|account|cashtag)\\b[^\\n]{0,80}?\\b(?:send|return|refund|give|zelle|venmo) (?:it|the money|them|(?:the )?\\$ ?\\d[\\d,.]*) back\\b|(?:add|include|adding|including) (?:an )?(?:extra )?\\$ ?\\d[\\d,]* (?:for|to cover|to pay) (?:the )?(?:mover|movers|shipper|shipping (?:agent|company)|pick-?up agent|courier|transport(?:er)?)\\b|(?:sent|paid|transferred|deposited) (?:you )?(?:too much|extra|more than)|refund (?:the|me the|back the) (?:difference|extra|rest|remaining)|(?:send|give|return|wire|transfer|zelle|venmo) (?:back )?the (?:\\$ ?\\d[\\d,.]* )?(?:difference|extra|rest)|(?:deposited|sent|refunded|credited|transferred|paid) (?:you )?\\$ ?\\d[\\d,.]* instead of \\$ ?\\d|(?:certified|cashier'?s?) check~(?:more than|extra|(?<!\\bno )shipping|mover)|accidentally (?:sent|transferred|deposited|refunded)|(?:check|cheque) for \\$ ?\\d{1,3}(?:,\\d{3})*(?:\\.\\d\\d)?~(?:when|but|and) (?:it|the price|the item|i asked)(?: was| is| for)? only|deposit (?:it|the check|the cheque)~(?:send|zelle|wire|venmo|cash ?app|return|refund)(?: me| her| him| them| it)? back|deposit (?:it|the check|the cheque)[^!?\\n]{0,80}?(?:keep \\{?\\$ ?\\d|use the rest|send the rest|buy (?:money orders|gift cards|bitcoin))|(?:sent|transferred|paid) (?:you )?(?:\\$ ?\\d[\\d,.]* )?(?:to you )?(?:(?:on|via|through|by|with) (?:venmo|zelle|cash ?app|paypal|apple pay) )?by (?:mistake|accident)[^\\n]{0,100}?(?:send|return|refund|give) (?:it|the money|them) back|(?:pay|paying) (?:you )?(?:with|by) (?:a )?(?:check|cheque)~(?:shipping agent|mover|courier|pick ?up)|(?:check|cheque)~(?:(?:to|and) (?:buy|purchase|get) (?:(?:your|the|some|home|office|home-office) ){0,3}(?:equipment|supplies|laptop|computer|software|gift cards)|from (?:our|the|an|their) approved (?:vendor|supplier|store))|(?:buy|purchase)~(?:equipment|supplies|laptop|computer|software)~(?:with|using) the (?:check|cheque))\\b|\\b(?:i'?ll |i will )?(?:add|adding|include|including) (?:an )?(?:extra )?\\$ ?\\d[\\d,]* (?:extra )?for your (?:time|trouble|inconvenience)\\b")}`,
      ),
    ],
    types: { marketplace_overpayment: 4, tech_support: 1 },
  },
  {
    id: 'refund_or_grant_offer',
    category: 'too_good',
    prior: 1.2,
    gate: /hidden|every|be returned|be recovered|through us|account back|get it back|paid for by|loaded|(?:pays?|puts?|get|receive) up to|claim your|pennies|fraction|flex|grocery card|giveback|spending card|subsidy|allowance|tariff|dividend|to (?:every|all|each) |eligible|recover|entitled|issued|owed|approved|qualif|forgiv|cancel|discharg|erased|deleted|loophole|cleared|eliminated|wiped|grant|retroactive|back (?:payment|increase|benefit)|refund|rebate|stimulus|relief|unclaimed|compensation|reimburse|paid out|never claimed|my (?:door|house)/,
    patterns: [
      words(
        "\\b(?:(?:household|you|your account) (?:qualifies|qualified|is eligible) for (?:the |a )?(?:\\d{4} )?[a-z ]{0,30}(?:credit|rebate|grant|relief)\\b[^\\n]{0,120}?\\b(?:claim|apply)\\b|(?:lost|stolen) (?:funds|money|crypto) (?:can|could|will) be (?:returned|recovered)\\b|pay your (?:[a-z&, ]{0,40})bills? through us\\b|(?:we can|we will|we'?ll) (?:get|recover|trace|retrieve) (?:it|your (?:money|funds|crypto)) back\\b|(?:got|get) my hacked (?:[a-z]+ )?account back\\b[^.!?\\n]{0,60}?\\b(?:fee|paid|\\$)|(?:solar panels?|solar system)~(?:at no cost|for free|free of charge)~paid (?:for )?by (?:the )?government|(?:policy|benefits?|funds?)\\b[^.!?\\n]{0,40}? (?:that )?(?:was|were) never (?:paid out|claimed)\\b|(?:delivered|dropped off|brought) \\$ ?\\d[\\d,]* (?:in cash )?(?:to|at) my (?:door|house)\\b|(?:claim|case) (?:has been|was) approved for a (?:settlement|payout|award) of \\$ ?\\d[\\d,.]*|recovered funds (?:of \\$ ?\\d[\\d,.]* )?(?:are|is) (?:ready|available|approved) (?:for|to be) (?:release|released|disbursed|disbursement)\\b|(?:you'?re|you are) owed a refund|medicare give ?back\\b|(?:home|you) qualif(?:y|ies) for an? (?:[a-z-]+ ){0,3}payment of up to \\$ ?\\d[\\d,]*|up to \\$ ?\\d[\\d,]* (?:(?:loaded|put|added) (?:on|onto|to) (?:a|your) (?:[a-z]+ )?card|loaded for)\\b|(?:pays?|put|puts|get|receive) up to \\$ ?\\d[\\d,]*(?: a month| a year| each (?:month|year)| per (?:month|year))? (?:extra|more|on top of|towards?|back(?! (?:on|when|with|for)\\b))\\b|approved for an? \\$ ?\\d[\\d,.]* (?:[a-z]+ ){0,3}(?:rebate|refund|grant|credit|relief|payment|benefit)s?\\b|(?:claim|collect|get) (?:an? )?(?:extra|additional|\"?hidden\"?|secret|unclaimed) \\$ ?\\d[\\d,.]*~(?:benefits?|social security|refunds?|rebates?)\\b|(?:settle|resolve|reduce) (?:your |the )?(?:tax |irs )?debts? for (?:pennies on the dollar|a fraction of)|(?:you are|you'?re) (?:eligible|entitled|approved|qualified) (?:for|to)(?! (?:a |an |the )?(?:free )?(?:(?:speed |device |phone |early )?upgrade|trial|shipping|flu shot|vaccine|booster|discount)\\b)|you (?:qualify|have qualified) (?:for|to)~(?:debt|loans?|grant|relief|forgiveness|erased|cancell?ed|wiped)|(?:loans?|debt) (?:is |are )?(?:eligible|approved|qualif(?:y|ies|ied)) for (?:\\d{1,3}% )?(?:forgiveness|cancellation|discharge)|(?:loans?|debts?|(?:remaining |loan |outstanding )?balance)(?: of \\$ ?\\d[\\d,.]*)? (?:may|will|could|can) be (?:forgiven|cancell?ed|discharged|erased|cleared|eliminated|wiped out)|(?:eligible|entitled) (?:to|for) (?:a |an |the )?(?:£|\\$|€) ?\\d[\\d,.]*|(?:government|federal|free) grant|(?:trace|recover|retrieve) (?:and recover )?(?:your |the )?(?:lost |stolen )(?:crypto|funds|money|digital assets|bitcoin)|(?:you )?qualify for (?:our |the )?(?:direct |emergency )?(?:family |disaster )?assistance of \\$|(?:loans?|debts?|balance) (?:may|might|could|will) qualify for (?:a )?(?:full |complete |total )?(?:discharge|forgiveness|cancellation)\\b|(?:federal|legal|secret|little-known) loophole|(?:debts?|balances?|all of it|it all) (?:was |were |got )?(?:deleted|erased|wiped (?:out|off)) (?:legally|for good|in \\d{1,3} days)|(?:federal|government|national) (?!pell\\b|student\\b|research\\b)(?:[a-z]+ ){1,2}grant (?:for|of|to|program)\\b|[a-z]+ (?:relief|assistance|empowerment|hardship) grants?\\b|(?:heating|energy|utility|winter|holiday|senior) grant\\b|grants?\\b[^\\n]{0,120}?\\bno repayment|tariff (?:dividend|rebate|refund|relief) (?:checks?|payments?)|(?:every|all|each) (?:[a-z]+ ){0,2}(?:customers?|members?|subscribers?|users?|households?|seniors?|residents?) (?:can|may|will|is|are) (?:now )?(?:claim|get|receive|collect|entitled to)~\\$ ?\\d[\\d,]* (?:[a-z]+ )?(?:credit|refund|rebate|payment|bonus|gift card|check)|(?:giving|sending|paying|mailing) (?:every|each|all) (?:[a-z]+ ){0,2}(?:customers?|households?|members?|famil(?:y|ies)|residents?|seniors?|users?|veterans?) (?:an? |their )?(?:free )?\\$ ?\\d[\\d,]*|(?:is |are )?(?:paying|giving|sending) (?:out )?\\$ ?\\d[\\d,]* to (?:every|all|each) (?:of (?:its|their) )?(?:customers?|members?|residents?|seniors?|americans?|households?|users?)\\b|\\$ ?\\d[\\d,]* (?:rebate|relief|dividend|stimulus) (?:payment|check)s?\\b|(?:claim|get|receive|qualify for) (?:a |an |your |the )?(?:\\$ ?\\d[\\d,]*(?: ?(?:/|a|per) ?(?:month|mo|year|yr))? )?(?:[a-z&]+ ){0,3}(?:subsidy|allowance|spending|grocery) card|(?:retroactive|back) (?:payment|increase|benefits?) (?:approved|of \\$)|(?:federal|government) (?:[a-z]+ ){1,3}grant (?:program|money|funds?)|grant\\b~(?:didn'?t|don'?t|do not|never|won'?t) (?:have to |need to )?(?:pay|repay) (?:it |this )?back|grant\\b[^.\\n]{0,80}(?:you|i) (?:didn'?t|don'?t|do not|never|won'?t) (?:have to |need to )?(?:pay|repay) (?:it |this )?back|refund of (?:\\$|£|€|rs\\.?|inr|usd|gbp) ?\\d[\\d,.]*|outstanding (?:tax )?refund|issued a (?:payment|refund|grant) of|tax refund (?:of|pending|is ready)|(?:stimulus|relief) (?:payment(?! method)|check)|unclaimed (?:refund|payment)|(?:claim|receive|get) (?:your|a) (?:refund|rebate|compensation|settlement payment|payout)|claim your payment (?:before|by|within|now|here|at|:)|(?:federal|government|tax|energy|stimulus) rebate of (?:\\$|£|€) ?\\d|(?:owe|owes|owed) (?:you|her|him|me|us) (?:a )?refund|(?:is|are|was|were) owed (?:a )?(?:refund|money)|(?:refund|reimburse) (?:you|her|him|me|us)\\b|give (?:you|her|him|me|us) a refund)\\b|\\$ ?\\d[\\d,]* (?:flex|giveback) card\\b|(?:flex|giveback|grocery|spending|otc) card\"? (?:loaded|preloaded|worth) (?:with )?(?:up to )?\\$ ?\\d[\\d,]*|(?:getting|get|receive|claim|qualify for) (?:a |an |your )?\\$ ?\\d[\\d,]* (?:grocery|spending|allowance) (?:card|benefit)\\b|\\byou (?:may|might|could) be owed (?:up to |as much as )?\\$ ?\\d",
      ),
    ],
    types: { government_impostor: 1, phishing: 1 },
  },
  {
    id: 'charity_appeal',
    category: 'too_good',
    prior: 0.6,
    patterns: [
      words(
        "\\b(?:please (?:donate|give generously)|(?:even )?\\$ ?\\d[\\d,]* (?:will|can|would) (?:feed|clothe|shelter) \\d+ (?:children|kids|families|orphans)\\b|every dollar (?:buys|helps|goes|counts|provides)|(?:fill the boot|boot|toy|coat) drive\\b|(?:holiday|annual|toy|coat|food) drive for (?:the )?(?:families|children|kids|veterans|officers|troopers|firefighters)\\b|donate(?: here| now)?: |(?:help|helps|helping) (?:a |our )?(?:homeless |disabled |wounded )?(?:vets?|veterans?)\\b|(?:make|send) (?:a|your) (?:donation|gift)|donate (?:now|today|to|\\$)|(?:can|could|would) you (?:donate|give (?:to|generously|what you can|\\$|\\d|a (?:donation|gift|little))|help (?:us )?(?:support|fund|raise|the (?:victims|families|children|cause)))|(?:accept|collecting|asking for|need) donations?|collecting (?:money )?for (?:a|the) (?:family|neighbor|widow|child)|donations? (?:for|to help)|asked (?:people|everyone|for) (?:to )?(?:send|donate|give|help|donations)|asked (?:me|us) (?:to )?(?:donate|give to|help (?:the|their|his|her) (?:cause|charity|church|victims|families))|(?:disaster|hurricane|earthquake|fire|flood|war) (?:relief|victims)|(?:hurricane|storm|flood|wildfire|earthquake|tornado) [a-z]+ relief|relief fund|fundrais(?:er|ing)|(?:help|helping) (?:a|the|our) (?:sick|ill|struggling|needy|grieving|homeless) (?:parishioner|church member|member|family|neighbou?r|child|widow|veteran)|collecting (?:money |donations )?for (?:a|an|the|our) (?:[a-z']+ ){0,3}(?:dinner|fund|drive|charity|shelter|veterans'?|children|church|orphanage|mission)\\b|(?:your|a|the) (?:tax-deductible |year-end |holiday )?(?:gift|donation|pledge) (?:to [a-z ]{2,60} )?(?:has not been|was not|wasn'?t|hasn'?t been|could not be|couldn'?t be) (?:received|processed|fulfilled|completed)|(?:raising|collecting) money for (?:a|the|an) (?:family|widow|child|children|orphanage|victims?)\\b|(?:donor|sponsor)s? (?:will|has agreed to|have agreed to) (?:match|double)|match(?:es|ing)? every dollar|(?:can'?t|cannot|could not|couldn'?t) afford (?:to bury|the funeral|a funeral|(?:his|her|the) (?:funeral|burial))|(?:send|give|donate) (?:anything|what(?:ever)?) you can|even \\$\\d{1,3} (?:feeds|helps|buys|provides)|(?:police|firefighters?|veterans?)(?:'?s)? (?:fund|foundation|association|benevolent))\\b",
      ),
    ],
    types: { charity: 4 },
  },
  {
    id: 'sextortion_claim',
    category: 'too_good',
    prior: 2.6,
    patterns: [
      words(
        '\\b(?:(?:recorded|filmed|video of) you~(?:watching|masturbat|naked|adult)|(?:screenshots?|recording|video) of (?:our|the) video (?:call|chat)|(?:have|got) (?:a )?(?:screenshots?|copy) of your (?:full )?(?:follower|followers|friends?|contacts?) list|(?:compromising|intimate|explicit|nude|private) (?:video|photos?|pictures?|images?|recording)|(?:adult|porn|xxx) (?:site|video|website|content)|i (?:hacked|have access to|installed (?:a )?(?:malware|trojan|rat) on) your (?:device|computer|camera|webcam|email|phone)|send (?:them )?to (?:all )?your contacts)|\\brecorded (?:me|you) (?:through|with|via|on) (?:the |your |my )?(?:webcam|camera)',
      ),
    ],
    types: { extortion: 5 },
  },
  {
    id: 'marketplace_context',
    category: 'too_good',
    prior: 0.8,
    patterns: [
      words(
        "\\b(?:(?:a lot of|lots of|so many) (?:fake|scam) (?:people|buyers|sellers|accounts|profiles) on here\\b|about the (?:[a-z0-9]+ ){1,4}you (?:listed|posted|are selling|have for sale)\\b|(?:selling|sells|sold) (?:[a-z]+ ){0,3}(?:tickets|passes) (?:for|at) (?:half|\\d+ ?%)|(?:tickets|passes)\\b[\\s\\S]{0,300}?\\b(?:accepted|payment is accepted|pay(?:ment)?|takes?) only (?:by|through|via|with) (?:zelle|venmo|cash ?app)|^marketplace (?:message|listing|seller|buyer)\\b|(?:by|via|with|through) (?:zelle|venmo|cash ?app|wire|check) instead of (?:through|on) the (?:site|app|platform|website)\\b|facebook marketplace|craigslist|your (?:ebay|etsy|mercari|poshmark) (?:listing|ad|item|shop)\\b|(?:tickets|passes)\\b[^\\n]{0,300}?\\bcan only (?:take|accept|do) (?:zelle|venmo|cash ?app)\\b|(?:from|on) (?:the )?marketplace about\\b|about (?:your|the) (?:[a-z0-9]+ ){1,4}on (?:fb |facebook )?marketplace\\b|offerup|letgo|(?:zelle|venmo|cash ?app|paypal)(?: account)? (?:needs?|has) to be upgraded to a (?:business|premium|merchant)\\b|letting (?:them|it|these|those) go for \\$ ?\\d[\\d,]*|saw your (?:[a-z]+ ){1,3}(?:listed|listing|for sale)\\b|(?:\\d|two|three|four|five|several|many|other) (?:other )?(?:families|applicants|people|renters|tenants|buyers) (?:are )?(?:interested|asking|lined up)\\b|saw your (?:post|comment|question) in (?:the )?\"?[a-z0-9 &]{0,40}(?:rentals?|for sale|marketplace|buy|sell|swap|yard sale|garage sale|tickets?)[a-z0-9 &]{0,20}\"? group\\b|interested (?:to buy|in buying) (?:it|your|the)\\b|(?:answered|saw|found|responded to) (?:an? )?(?:ad|advert|advertisement|listing|post) (?:for|selling|about) (?:a |an |some )?(?:puppy|puppies|kitten|dog|cat|pet|car|truck|camper|apartment|rental|tickets?|furniture)|(?:puppy|kitten|pet) (?:for sale|deposit)|(?:pet|puppy) (?:courier|nanny|transport|shipping|delivery)(?: (?:fee|company|service|hub))?\\b|(?:initiated|complete|completed) the transfer of (?:\\d+ |your )?tickets?\\b|(?:adoption|rehoming) fee\\b[^.!?\\n]{0,40}?(?:zelle|venmo|cash ?app|bitcoin|gift ?cards?)|(?:puppy|puppies|kitten|kittens|yorkie|bulldog|retriever)\\b[^\\n]{0,200}?\\bonly accept (?:zelle|venmo|cash ?app|gift ?cards?)|(?:selling|sell them) (?:for |at )?face value|transfer (?:them |the tickets )?(?:through|via|on) ticketmaster (?:as soon as|once|after) (?:payment|you pay|i receive)|(?:deposit|paid|payment) (?:on|for) (?:a |the )?(?:puppy|kitten)|(?:my|your) (?:listing|ad|item for sale)|(?:buyer|seller) (?:sent|wants|asked|says)|(?:shipping|moving) (?:agent|company) will (?:pick|collect)|(?:my |the |his |her )?movers? (?:will|are ready to|is ready to|is coming to|are coming to|can) (?:pick|collect|come)|holding deposit|(?:sends?|pay|pays) (?:a |the )?(?:\\$ ?[\\d,.]+ )?deposit (?:by|through|via|with|on) (?:zelle|venmo|cash ?app|paypal|apple pay)|(?:application|showing|viewing|holding) (?:fee|deposit) (?:by|through|via|with|on) (?:zelle|venmo|cash ?app|paypal|apple pay)|(?:outside|off) (?:of )?(?:airbnb|vrbo|the (?:app|platform|site))|(?:airbnb|vrbo)\\b[^\\n]{0,120}?\\b(?:zelle|venmo|cash ?app|wire)|\\d[\\d,]* (?:through|via|by|on|with) (?:zelle|venmo|cash ?app|paypal) holds? (?:it|them|the)|(?:verify|make sure|check) (?:you'?re|ur|your|you are|that (?:you'?re|you are|ur)) (?:a )?(?:real|not a scammer|a real person|the (?:real|rightful|actual) owner(?! of (?:the|this|your|my|that) (?:[a-z0-9-]+ ){0,2}(?:account|card|line|number|phone|e-?mail|address|profile)))|(?:make sure|verify|check|prove) (?:that )?(?:i|you) (?:was|were|am|are) (?:a )?real person|(?:listed|posted|selling)[^.!?\\n]{0,60}?\\bon nextdoor\\b|selling (?:my |our )?(?:\\d|two|three|four) (?:[a-z]+ ){0,3}(?:tickets|tix)\\b|friends (?:and|&) family (?:only|payment|option|(?:bc|because|cuz|due to|to avoid) (?:of )?(?:the )?fees)|(?:tickets?|tix|seats?)\\b[^.!?\\n]{0,80}?\\b(?:under|below|less than) face(?: value)?\\b|(?:have|got|selling) (?:\\d|two|three|four) (?:[a-z]+ ){0,3}(?:tickets|tix)\\b[^.!?\\n]{0,40}?\\b(?:sec(?:tion)?\\.? ?\\d+|row \\d+)|(?:tickets?|seats?) (?:that )?(?:i|we) (?:can'?t|cannot|won'?t be able to) use|(?:i'?ll|we'?ll|i will|we will) (?:ship|mail|transfer|send) (?:it|them|the (?:tickets?|item|puppy)) (?:to (?:you|your [a-z]+ account) )?(?:right away|once|after|as soon as|when))\\b|\\b(?:shipping|moving|pick-?up) (?:agent|company) will come (?:and |to )?(?:pick|collect)|\\b(?:friends (?:&|and) family|f ?& ?f)\\b[^\\n]{0,30}?\\bno fee|\\b(?:saw|seen|read) your (?:nextdoor |craigslist |facebook )?(?:post|listing|ad) about\\b",
      ),
    ],
    types: { marketplace_overpayment: 3 },
  },
];

/** Appended to the catalog after every older signal (its order is the model's feature index). */
export const LATER_TOO_GOOD_SIGNALS: readonly SignalDefinition[] = [
  {
    // "Can't meet in person, I'm working out of state, but I ship FedEx same day … Zelle or Cash
    // App only", "I'm out of state so I'll ship it", "Zelle it to my nephew's number and I'll have
    // him ship them to you": a seller who cannot be met and ships only after a payment that cannot
    // be taken back, the non-delivery scam of online sales (FTC, "Paying with a payment app"). A
    // warning that quotes it raises it too (the shared look-back does not read "if a seller says");
    // the rule `unmet_seller_payment_app` leaves warnings out through `legit_fraud_bulletin`.
    id: 'seller_cannot_meet',
    category: 'too_good',
    prior: 1.0,
    gate: /ship/,
    patterns: [
      words(
        `\\b${notWarnedAgainst(
          "(?:can'?t|cannot|unable to|won'?t be able to) meet(?: up)?(?: (?:in person|locally|you|anyone))?\\b[^\\n]{0,120}?\\b(?:i'?ll |i will |i can |we'?ll |we can )?ship(?:s|ped|ping)?\\b|(?:i'?m|i am|we'?re|we are) (?:currently |now )?(?:working |living |stationed |deployed |traveling |travelling )?(?:out of state|out of town|overseas|abroad|offshore|out of the country)\\b[^.!?\\n]{0,40}?\\b(?:so|but) (?:i'?ll|i will|i can|we'?ll|we will|we can) (?:have (?:it|them) )?ship\\b|(?:i'?ll|i will) have (?:him|her|them|my [a-z]+) ship (?:it|them|the [a-z]+)\\b",
        )}`,
      ),
    ],
    types: { marketplace_overpayment: 2, other: 1 },
  },
];
