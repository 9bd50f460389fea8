/**
 * The phone numbers the help widget and the Contact Support page show. A wrong number hurts
 * exactly the people this product protects, so each one is copied verbatim from the reviewed
 * directory `shared/data/contacts/contacts.json` (its `phone` field), keeps that entry's `source`
 * and `sourceDate`, and a test checks it is still there. 911 is the national emergency number.
 */
export interface EmergencyNumber {
  id: 'ftc' | 'elderFraud';
  /** Directory entry name, to find it again in contacts.json. */
  directoryName: string;
  /** Shown as written in the directory. */
  phone: string;
  /** E.164 form for the tel: link. */
  dial: string;
  source: string;
  sourceDate: string;
}

export const EMERGENCY_CALL = { phone: '911', dial: '911' } as const;

export const EMERGENCY_NUMBERS: readonly EmergencyNumber[] = [
  {
    id: 'ftc',
    directoryName: 'Federal Trade Commission (ReportFraud.ftc.gov)',
    phone: '1-877-382-4357',
    dial: '+18773824357',
    source:
      'GSA-TTS/10x-usagov-wrangler @61a019c6ad3fbb94c9c5648f575722ae3637d67d usagov_md/https_www_usa_DOT_gov_SLASH_agencies_SLASH_federal-trade-commission.md ; GSA-TTS/10x-usagov-wrangler @61a019c6ad3fbb94c9c5648f575722ae3637d67d usagov_md/https_www_usa_DOT_gov_SLASH_where-report-scams_SLASH_report-government-scam.md',
    sourceDate: '2025-05 (repo scrape commit 2025-05-25; page itself undated)',
  },
  {
    id: 'elderFraud',
    directoryName: 'National Elder Fraud Hotline (U.S. DOJ, Office for Victims of Crime)',
    phone: '1-833-372-8311',
    dial: '+18333728311',
    source:
      'https://ovc.ojp.gov/program/stop-elder-fraud ; https://ovc.ojp.gov./program/stop-elder-fraud/faqs',
    sourceDate: 'undated official page (current hours)',
  },
];

/** The FTC's online reporting site, from the same directory entry's `complaintUrl`. */
export const FTC_REPORT_URL = 'https://reportfraud.ftc.gov/';
