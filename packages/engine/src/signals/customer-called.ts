/**
 * "Thank you for calling Chase, this is Maria… for verification, your date of birth and the last
 * four of your social?" When the person calls a company or an agency, the agent checks who is
 * calling: date of birth, the last four of the SSN, the account PIN, the Medicare number. That is
 * the genuine call, not a request for details (FTC: the danger is the call you did not make). A
 * call the company made, or one the person returns ("I'm returning your call"), gets no such
 * excuse: that is how impostors reach people.
 */

/** Speaker labels or a call: a conversation, not a message. */
const SPEAKER_LABEL = /^\s*(?:[a-z]|agent|caller|customer|rep|representative|me|them)\s*:/;

/** How an agent answers a call the person made, at the start of the conversation. */
const ANSWERS_THE_CALL =
  /\b(?:thank(?:s| you) for calling|^\s*(?:caller|agent|rep)\s*:\s*[a-z][a-z&'.]*(?: [a-z&'.]+){0,3} (?:customer service|customer care|member services|claims|help ?desk),? this is [a-z]+|you'?ve reached|(?:how|what) (?:can|may) i (?:help|assist)(?: you)?(?: today)?(?:\?|$| [a-z]\s*:)|[a-z][a-z&'.]*(?: [a-z&'.]+){0,4},? (?:this is|my name is) [a-z]+[,.]? (?:how|what) (?:can|may) i)/;

/**
 * "IRS, this is Agent Wilson." opens a call either way (a cold call says it too), so it counts only
 * when the other speaker then says why they called.
 */
// Not "Good afternoon Mrs. Alvarez, this is Sergeant Hill": whoever greets the person by name
// placed the call (a cemetery "fee" caller was read as answering, decision 0112).
const NAMES_ITSELF =
  /^\s*(?:[a-z]\s*:\s*)?(?![^\n]{0,40}?\b(?:mr|mrs|ms|miss)\.? [a-z]+,? this is )[a-z][a-z&'.]*(?: [a-z&'.]+){0,4},? this is /;
// "Hi, this is Linda with Senior Health Benefits. I'm calling because …": one voice that greets,
// names itself and says why it called placed the call; an agent answering names the company
// first ("IRS, this is Agent Wilson") and the person says why (decision 0113).
const GREETS_FIRST = /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening))\b/;
const CALLER_SAYS_WHY =
  /\b(?:i'?m calling (?:about|because|to|regarding|for)|i am calling|i (?:need|want|wanted|would like|'d like) to (?:ask|know|check|change|report|set up|cancel|pay|talk|speak|update)|i (?:got|received) (?:a|your|this|the) (?:letter|bill|notice|statement)|i have a question)\b/;

/** The person speaks first and says why they called: "Me: Hi, I'm calling because my bill went up". */
const PERSON_OPENS_THE_CALL =
  /^\s*(?:me|customer|i)\s*:[^\n]{0,80}?\b(?:i'?m calling (?:about|because|to|regarding|for)|i am calling (?:about|because|to|regarding|for))\b/;

/** The company called first: the person is calling back a number it gave. */
const RETURNED_CALL =
  /\b(?:returning (?:your|a|the|their|his|her) (?:call|message|voicemail)|you (?:called|left) me|(?:got|received|had) a (?:call|voicemail|message|text) from (?:you|this number|your (?:office|department))|you (?:called|texted|e-?mailed) (?:me )?(?:earlier|before|yesterday|this morning))\b/;

/**
 * "I'm calling for your scheduled telephone appointment at 10 a.m.": the person booked the call
 * (Social Security holds its claims interviews by phone at a time it sets with the person).
 */
const SCHEDULED_APPOINTMENT =
  /\bcalling (?:you )?(?:for|about) (?:your|the) (?:scheduled )?(?:telephone |phone )?appointment (?:you (?:scheduled|made|booked|set up)|(?:at|for) \d)/;

/**
 * "I called the number on the back of my Capital One card", "I called 1-800-MEDICARE": the person
 * says first (in the opening sentence or the next) that they dialled a number they hold from the
 * company itself. Not "the number in the text" or one found by a search: those are how callback
 * and search-ad scams reach people.
 */
const CALLED_OWN_NUMBER =
  /^\s*(?:me\s*:\s*)?(?:\((?:i )?called [\d-]{10,16},? the number (?:listed|shown|printed|given) on\b|(?:[^.!?\n:]{0,120}[.!] )?(?:(?:hi|hello|yes|good (?:morning|afternoon|evening))[,!.]? )?(?:i (?:called|phoned|dialed|dialled|rang)|i'?m calling|i am calling) (?:the (?:phone )?number (?:on|printed on|listed on) (?:the back of )?(?:my|the|their) (?:[a-z]+ ){0,3}(?:card|statement|bill)\b|1-800-medicare\b|(?:my|the) (?:bank|credit union|card company|insurance company|pharmacy|doctor'?s office)\b)|(?:[^.!?\n:]{0,120}[.!] )?i (?:got|took) (?:your|the|this) (?:phone )?number (?:off|from) (?:the back of )?(?:my|the) (?:[a-z]+ ){0,3}(?:card|statement|bill)\b)/;

/** The person dialled a number from the card, the statement or the agency (see above). */
export function calledOwnNumber(match: string): boolean {
  return CALLED_OWN_NUMBER.test(match.slice(0, OPENING_CHARS)) && !RETURNED_CALL.test(match);
}

/**
 * "I opened a new account, so I called Social Security at 1-800-772-1213 to change where my check
 * goes": the person says they dialled a number they name. Worth something only where that number
 * is the organisation's own (the caller checks, `legit_customer_called`); a number from a letter or
 * a search is how callback scams reach people.
 */
const CALLED_AT_NUMBER =
  /(?:^|[.!,;] (?:so |and |then )?)i (?:called|phoned|dialed|dialled) [a-z .'&-]{2,40}? (?:at|on) \(?1?[-. ]?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b/;

export function calledAtNumber(match: string): boolean {
  return CALLED_AT_NUMBER.test(match.slice(0, OPENING_CHARS)) && !RETURNED_CALL.test(match);
}

/** How far into the conversation the agent's answer must come (its first lines). */
const OPENING_CHARS = 200;

/**
 * A fraud helpline's answer ("Fraud helpline, this is Denise"): the person called to tell of a
 * call they had, so the signs in the account are the scam's, not an agent checking who is calling.
 */
const FRAUD_HELPLINE =
  /\b(?:fraud|scam|elder (?:abuse|fraud)|senior medicare patrol) (?:help ?line|hot ?line|watch|prevention line)\b/;

export function customerCalledCompany(match: string, isCall: boolean): boolean {
  if (!isCall && !SPEAKER_LABEL.test(match)) return false;
  const opening = match.slice(0, OPENING_CHARS);
  if (FRAUD_HELPLINE.test(opening)) return false;
  const answered =
    ANSWERS_THE_CALL.test(opening) ||
    PERSON_OPENS_THE_CALL.test(opening) ||
    CALLED_OWN_NUMBER.test(opening) ||
    SCHEDULED_APPOINTMENT.test(match.slice(0, 2 * OPENING_CHARS)) ||
    (NAMES_ITSELF.test(opening) &&
      !(GREETS_FIRST.test(opening) && !SPEAKER_LABEL.test(match)) &&
      CALLER_SAYS_WHY.test(match.slice(0, 2 * OPENING_CHARS)));
  return answered && !RETURNED_CALL.test(match);
}
