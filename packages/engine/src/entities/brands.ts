/**
 * Brands and agencies scammers imitate, with the registrable domains they really use. A link whose
 * domain spells one of these names (or nearly) but is not on this list is a lookalike.
 */
export interface Brand {
  id: string;
  /** Folded spellings that appear in domain labels. */
  names: readonly string[];
  officialDomains: readonly string[];
  /**
   * A name that is also an ordinary word inside other names ("ttivanguard.com"): only a domain part
   * spelled exactly so imitates it ("vanguard-rmdcenter.com").
   */
  exactPartOnly?: true;
}

export const BRANDS: readonly Brand[] = [
  {
    id: 'paypal',
    names: ['paypal'],
    officialDomains: ['paypal.com', 'paypal.me', 'paypalobjects.com', 'paypalgivingfund.org'],
  },
  {
    id: 'amazon',
    // "amzn" is Amazon's own short form (amzn.to), so "amzn-hublocker.com" imitates it too.
    names: ['amazon', 'amzn'],
    officialDomains: [
      'amazon.com',
      'amazon.co.uk',
      'amazon.ca',
      'amzn.to',
      'amazon.in',
      'amazonaws.com',
      'a.co',
    ],
  },
  {
    id: 'apple',
    names: ['apple', 'icloud', 'itunes'],
    officialDomains: ['apple.com', 'icloud.com', 'itunes.com', 'apple.co'],
  },
  {
    id: 'microsoft',
    names: [
      'microsoft',
      'msft',
      'outlook',
      'office365',
      'm365',
      'hotmail',
      'sharepoint',
      'onedrive',
    ],
    officialDomains: [
      'microsoft.com',
      'sharepoint.com',
      'onedrive.com',
      '1drv.ms',
      'live.com',
      'outlook.com',
      'office.com',
      'hotmail.com',
      'msn.com',
      'microsoftonline.com',
      'office365.com',
      // SharePoint Online's own sender ("no-reply@sharepointonline.com").
      'sharepointonline.com',
    ],
  },
  {
    id: 'google',
    names: ['google', 'gmail'],
    // goo.gl was a shortener anyone could use: it hides where a link goes, like bit.ly.
    officialDomains: ['google.com', 'gmail.com', 'youtube.com', 'g.co'],
  },
  { id: 'netflix', names: ['netflix'], officialDomains: ['netflix.com'] },
  { id: 'usps', names: ['usps'], officialDomains: ['usps.com', 'usps.gov'] },
  { id: 'ups', names: ['ups'], officialDomains: ['ups.com', 'jobs-ups.com'] },
  { id: 'fedex', names: ['fedex'], officialDomains: ['fedex.com'] },
  { id: 'dhl', names: ['dhl'], officialDomains: ['dhl.com'] },
  { id: 'irs', names: ['irs'], officialDomains: ['irs.gov'] },
  { id: 'ssa', names: ['ssa', 'socialsecurity'], officialDomains: ['ssa.gov'] },
  // Medicare Advantage and Part D insurers' own plan sites spell its name (aetnamedicare.com).
  {
    id: 'medicare',
    names: ['medicare'],
    officialDomains: ['medicare.gov', 'cms.gov', 'aetnamedicare.com'],
  },
  {
    // TSA PreCheck is applied for and renewed at tsa.gov or with the enrollment providers TSA's
    // page names (https://www.tsa.gov/precheck: IDEMIA, Telos); any other "tsa-precheck" site
    // charging a renewal fee is not TSA's.
    id: 'tsa',
    names: ['tsa', 'tsaprecheck'],
    officialDomains: ['tsa.gov', 'dhs.gov', 'tsaenrollmentbyidemia.com', 'tsaprecheckbytelos.com'],
  },
  // Own site https://www.zillow.com: rental screening and applications run inside it.
  { id: 'zillow', names: ['zillow'], officialDomains: ['zillow.com', 'zillowstatic.com'] },
  // Own sites https://www.hertz.com, https://www.socalgas.com and https://tithe.ly (Tithely, the
  // church-giving app, also at tithely.com): a rental deposit, a gas bill or a recurring gift is
  // fixed there, never at a "hertz-gold-renter" or "socalgas-budgetplan" address.
  { id: 'hertz', names: ['hertz'], officialDomains: ['hertz.com'] },
  { id: 'socalgas', names: ['socalgas'], officialDomains: ['socalgas.com'] },
  { id: 'tithely', names: ['tithely'], officialDomains: ['tithe.ly', 'tithely.com'] },
  // Own sites https://www.ticketmaster.com (Live Nation's, https://www.livenation.com: transfers
  // are accepted in its app or site), https://www.kohls.com and https://www.roku.com (devices are
  // activated free at roku.com/link).
  {
    id: 'ticketmaster',
    names: ['ticketmaster', 'livenation'],
    officialDomains: [
      'ticketmaster.com',
      'ticketmaster.co.uk',
      'ticketmaster.ca',
      'livenation.com',
    ],
  },
  { id: 'kohls', names: ['kohls'], officialDomains: ['kohls.com'] },
  { id: 'roku', names: ['roku'], officialDomains: ['roku.com'] },
  {
    // The insurer's own AARP plan sites, not Medicare's: their pages
    // (https://www.aarpmedicaresupplement.com, https://www.aarpmedicareplans.com) name each other
    // and "UnitedHealthcare Insurance Company". Official here, so "medicare" in them is no look-alike.
    // Members sign in at https://www.myuhcmedicare.com (the plan's member site, linked from
    // https://www.uhc.com/medicare), where plan documents are posted.
    id: 'unitedhealthcare',
    names: ['unitedhealthcare'],
    officialDomains: [
      'aarpmedicaresupplement.com',
      'aarpmedicareplans.com',
      'myuhcmedicare.com',
      'uhc.com',
    ],
  },
  { id: 'chase', names: ['chase'], officialDomains: ['chase.com', 'jpmorganchase.com'] },
  { id: 'wells_fargo', names: ['wellsfargo', 'wf'], officialDomains: ['wellsfargo.com', 'wf.com'] },
  {
    id: 'bank_of_america',
    names: ['bankofamerica', 'bofa'],
    officialDomains: ['bankofamerica.com', 'bofa.com'],
  },
  { id: 'citi', names: ['citibank', 'citi'], officialDomains: ['citi.com', 'citibank.com'] },
  { id: 'capital_one', names: ['capitalone'], officialDomains: ['capitalone.com'] },
  { id: 'usaa', names: ['usaa'], officialDomains: ['usaa.com'] },
  { id: 'venmo', names: ['venmo'], officialDomains: ['venmo.com'] },
  { id: 'zelle', names: ['zelle', 'zellepay'], officialDomains: ['zellepay.com', 'zelle.com'] },
  { id: 'cash_app', names: ['cashapp'], officialDomains: ['cash.app', 'cash.me', 'squareup.com'] },
  { id: 'coinbase', names: ['coinbase'], officialDomains: ['coinbase.com'] },
  { id: 'metamask', names: ['metamask'], officialDomains: ['metamask.io'] },
  {
    id: 'student_aid',
    names: ['studentaid', 'fafsa'],
    officialDomains: ['studentaid.gov', 'ed.gov', 'fafsa.gov'],
  },
  {
    id: 'ezpass',
    names: ['ezpass', 'ezdrive', 'sunpass', 'fastrak', 'txtag', 'ipass'],
    officialDomains: [
      'e-zpassny.com',
      'ezpassnj.com',
      'ezpassva.com',
      'ezpassde.com',
      'ezpassmd.com',
      'e-zpassiag.com',
      'ezdrivema.com',
      'sunpass.com',
      'bayareafastrak.org',
      'thefastrak.com',
      'txtag.org',
      'getipass.com',
      'paytollmo.com',
    ],
  },
  // "wlmrt-rwds.info": the short spelling smishing uses in its reward texts.
  { id: 'walmart', names: ['walmart', 'wlmrt'], officialDomains: ['walmart.com'] },
  // Card-rewards look-alikes ("amex-rewardscenter.com": points that expire, redeem now).
  {
    id: 'amex',
    names: ['amex', 'americanexpress'],
    officialDomains: ['americanexpress.com', 'aexp.com'],
  },
  // Seller "payment on hold" look-alikes ("ebay-resolutioncenter-hold.com").
  // And its vehicle-escrow look-alikes ("ebaymotors-vpp-escrow.com").
  { id: 'ebay', names: ['ebay', 'ebaymotors'], officialDomains: ['ebay.com'] },
  // Streaming renewal and giveaway look-alikes ("disneyplus-renewoffer.com", "hulu-anniversary…").
  { id: 'disney', names: ['disneyplus'], officialDomains: ['disneyplus.com'] },
  { id: 'hulu', names: ['hulu'], officialDomains: ['hulu.com'] },
  // "Your RMD is ON HOLD … vanguard-rmdcenter.com/verify" (decision 0079).
  // Its e-mail comes from e-vanguard.com (probe 69 and 216: genuine RMD reminders).
  {
    id: 'vanguard',
    names: ['vanguard'],
    officialDomains: ['vanguard.com', 'e-vanguard.com'],
    exactPartOnly: true,
  },
  // Lab results "for your privacy, verify your identity" at "questdx-patientresults.com".
  {
    id: 'quest_diagnostics',
    names: ['questdiagnostics', 'questdx'],
    officialDomains: ['questdiagnostics.com'],
  },
  // Invitation look-alikes that ask for the e-mail password ("paperlesspost-events.com").
  { id: 'paperless_post', names: ['paperlesspost'], officialDomains: ['paperlesspost.com'] },
  // Prize and rewards look-alikes ("homedepot-winter-readiness.com", "delta-skymiles-rewardsonline.com").
  { id: 'home_depot', names: ['homedepot'], officialDomains: ['homedepot.com'] },
  // Only its programme's name: "delta" alone is in Delta Dental's and Delta Vacations' domains.
  { id: 'delta', names: ['skymiles'], officialDomains: ['delta.com'] },
  // Federal annuitants' "verification" at "opm-retirement-services.org"; OPM writes from opm.gov.
  { id: 'opm', names: ['opm'], officialDomains: ['opm.gov'], exactPartOnly: true },
  // Rentals "off the platform" booked at "airbnb-reservations-secure.com".
  { id: 'airbnb', names: ['airbnb'], officialDomains: ['airbnb.com'] },
  // "Transfer on hold pending receiver verification: wu-transfer-release.com".
  {
    id: 'western_union',
    names: ['westernunion', 'wu'],
    officialDomains: ['westernunion.com', 'wu.com'],
  },
  // Fake interview invitations send job seekers to "indeed-hiringteam.com" and the like.
  { id: 'indeed', names: ['indeed'], officialDomains: ['indeed.com'] },
  // Payment-declined look-alikes ("spotfy-premium-renew.com").
  { id: 'spotify', names: ['spotify'], officialDomains: ['spotify.com'] },
  // Fundraisers for strangers in trouble link to look-alikes of it ("gofundme-support-donate.org").
  { id: 'gofundme', names: ['gofundme'], officialDomains: ['gofundme.com'] },
  // The largest US credit union; its members get texts from "navyfed-…" look-alikes.
  {
    id: 'navy_federal',
    names: ['navyfederal', 'navyfed'],
    officialDomains: ['navyfederal.org'],
  },
  // Own site https://www.redcross.org (gifts are given there) and its blood-donation site
  // redcrossblood.org, linked from it.
  { id: 'redcross', names: ['redcross'], officialDomains: ['redcross.org', 'redcrossblood.org'] },
  {
    id: 'costco',
    names: ['costco'],
    officialDomains: ['costco.com', 'costcoauto.com', 'costcotravel.com'],
  },
  { id: 'geek_squad', names: ['geeksquad'], officialDomains: ['bestbuy.com', 'geeksquad.com'] },
  {
    id: 'norton',
    names: ['norton'],
    officialDomains: ['norton.com', 'nortonlifelock.com', 'gen.com'],
  },
  { id: 'mcafee', names: ['mcafee'], officialDomains: ['mcafee.com'] },
  {
    id: 'facebook',
    names: ['facebook', 'instagram', 'whatsapp', 'meta'],
    officialDomains: ['facebook.com', 'fb.com', 'instagram.com', 'whatsapp.com', 'meta.com'],
  },
  { id: 'att', names: ['att'], officialDomains: ['att.com', 'att-mail.com'] },
  // verizon.net: Verizon's own e-mail domain for its internet customers; verizonwireless.com: the
  // wireless business's own domain, its bill mail's sender (ecrmemail.verizonwireless.com).
  {
    id: 'verizon',
    names: ['verizon', 'vzw'],
    officialDomains: ['verizon.com', 'vzw.com', 'verizon.net', 'verizonwireless.com'],
  },
  // tmobilebroadband.com: T-Mobile's own broadband account site, linked in 2002 list mail of the corpus.
  { id: 'tmobile', names: ['tmobile'], officialDomains: ['t-mobile.com', 'tmobilebroadband.com'] },
  {
    id: 'xfinity',
    names: ['xfinity', 'comcast'],
    officialDomains: ['xfinity.com', 'comcast.com', 'comcast.net'],
  },
  { id: 'docusign', names: ['docusign'], officialDomains: ['docusign.com', 'docusign.net'] },
  // Meeting-recording and missed-meeting lures ("zoom-cloudshare.com").
  { id: 'zoom', names: ['zoom'], officialDomains: ['zoom.us', 'zoom.com', 'zoomgov.com'] },
  { id: 'cvs', names: ['cvs', 'cvspharmacy'], officialDomains: ['cvs.com', 'cvshealth.com'] },
  { id: 'walgreens', names: ['walgreens'], officialDomains: ['walgreens.com'] },
  // Grocery pickup and fuel-points lures ("kroger-pickup-verify.com"), and insurers' policy and
  // renewal lures ("statefarm-policy-billing.com", "progressive-policydocs.com"); "progressive" is
  // also an ordinary word inside other names, so only a part spelled exactly so imitates it.
  // Credit-monitoring and game-currency lures ("experian-idrestore.co", "epicgames-rewardhub.com",
  // "robiox-parents.help"). Not Toyota: its dealers' own sites carry the name (koonstoyota.com).
  {
    id: 'experian',
    names: ['experian'],
    // Experian IdentityWorks, the monitoring offered in data-breach letters.
    officialDomains: ['experian.com', 'experianidworks.com'],
  },
  { id: 'epic_games', names: ['epicgames'], officialDomains: ['epicgames.com', 'fortnite.com'] },
  { id: 'roblox', names: ['roblox'], officialDomains: ['roblox.com'] },
  // Tax-filing and charity lures ("turbotax.intuit-tt-accounts.com", "salvationarmy-redkettle.org").
  // Not "uber" or "nest": whole words of other sites ("uber.nu", "the-nest.com").
  {
    id: 'turbotax',
    names: ['turbotax', 'intuit'],
    officialDomains: ['intuit.com', 'turbotax.com'],
  },
  // Trusted Traveler renewals are made at ttp.dhs.gov (a .gov site the government entry trusts).
  { id: 'global_entry', names: ['globalentry'], officialDomains: ['dhs.gov', 'cbp.gov'] },
  {
    id: 'salvation_army',
    names: ['salvationarmy'],
    officialDomains: ['salvationarmyusa.org', 'salvationarmy.org'],
  },
  { id: 'kroger', names: ['kroger'], officialDomains: ['kroger.com', 'krogerfeedback.com'] },
  { id: 'state_farm', names: ['statefarm'], officialDomains: ['statefarm.com'] },
  {
    id: 'progressive',
    names: ['progressive'],
    officialDomains: ['progressive.com'],
    exactPartOnly: true,
  },
  // Genealogy, seller, storage, alarm, money-transfer and shopping look-alikes of probe round
  // 581-596 ("ancestry-dnaportal.com", "etsy-sellerfees.com", "publicstorage-payportal.com",
  // "adt-plus-upgrade.co", "wise-accountcheck.com"). "ancestry", "etsy" (betsy…), "adt" and "wise"
  // are parts of other names and words: only a part spelled exactly so imitates them.
  {
    id: 'ancestry',
    names: ['ancestry', 'ancestrydna'],
    officialDomains: ['ancestry.com'],
    exactPartOnly: true,
  },
  { id: 'myheritage', names: ['myheritage'], officialDomains: ['myheritage.com'] },
  { id: 'etsy', names: ['etsy'], officialDomains: ['etsy.com'], exactPartOnly: true },
  { id: 'public_storage', names: ['publicstorage'], officialDomains: ['publicstorage.com'] },
  { id: 'adt', names: ['adt'], officialDomains: ['adt.com'], exactPartOnly: true },
  { id: 'wise', names: ['wise'], officialDomains: ['wise.com'], exactPartOnly: true },
  { id: 'shein', names: ['shein'], officialDomains: ['shein.com'] },
  // "temu-shopperbonus.net": a shopping credit from a Temu that is not temu.com (decision 0104).
  { id: 'temu', names: ['temu'], officialDomains: ['temu.com'], exactPartOnly: true },
  { id: 'truist', names: ['truist'], officialDomains: ['truist.com'] },
  // "labcorp-patientresults.com": lab results "flagged for review" from a Labcorp that is not
  // labcorp.com (decision 0110).
  { id: 'labcorp', names: ['labcorp'], officialDomains: ['labcorp.com'] },
  // First Advantage runs employers' background checks and texts candidates about them, linking
  // fadv.com (decision 0111).
  { id: 'first_advantage', names: ['fadv', 'firstadvantage'], officialDomains: ['fadv.com'] },
  // "ring-clearance-outlet.shop", "ring-account-verify.com": Amazon's Ring doorbells from a domain
  // that is not ring.com (decision 0108). "ring" is a word: only a part spelled so imitates it.
  { id: 'ring', names: ['ring'], officialDomains: ['ring.com'], exactPartOnly: true },
  // "southwest-anniversary-gift.com": free tickets from a Southwest that is not southwest.com
  // (decision 0106). Southwest Gas's "southwestgas" is not the part spelled so.
  {
    id: 'southwest',
    names: ['southwest'],
    officialDomains: ['southwest.com'],
    exactPartOnly: true,
  },
  // Tax-form, payroll, carrier and utility look-alikes of probe round 597-612
  // ("fidelity-taxdocs.info", "adp-employeeportal.net", "consumercellular-upgrade.com",
  // "pseg-meterupgrade.co"); "fidelity" and "adp" are parts of other names.
  // NetBenefits is Fidelity's workplace-plan site; Fidelity Charitable its donor-advised fund.
  {
    id: 'fidelity',
    names: ['fidelity'],
    officialDomains: ['fidelity.com', 'netbenefits.com', 'fidelitycharitable.org'],
    exactPartOnly: true,
  },
  { id: 'adp', names: ['adp'], officialDomains: ['adp.com'], exactPartOnly: true },
  {
    id: 'consumer_cellular',
    names: ['consumercellular'],
    officialDomains: ['consumercellular.com'],
  },
  { id: 'pseg', names: ['pseg'], officialDomains: ['pseg.com', 'psegliny.com'] },
  // State motor-vehicle agencies use their state's .gov domain (dmv.ca.gov, dmv.ny.gov, bmv.ohio.gov),
  // which the government entry already trusts; "dmv" in any other name is a look-alike.
  { id: 'dmv', names: ['dmv', 'bmv'], officialDomains: [] },
  // Satellite-internet, coin, housing-agency and invitation look-alikes of probe round 629-644
  // ("starlink-seniorclearance.com", "usmint-allocations.com", "hud-seniorequity.org",
  // "evite-cardsonline.net"); "hud" is part of other names.
  { id: 'starlink', names: ['starlink'], officialDomains: ['starlink.com'] },
  { id: 'usmint', names: ['usmint'], officialDomains: ['usmint.gov'] },
  { id: 'hud', names: ['hud'], officialDomains: ['hud.gov'], exactPartOnly: true },
  { id: 'evite', names: ['evite'], officialDomains: ['evite.com'], exactPartOnly: true },
  // Ride and car-selling look-alikes of probe rounds 645-676 ("lyft-itemreturn.com",
  // "carvana-offers.co").
  { id: 'lyft', names: ['lyft'], officialDomains: ['lyft.com'] },
  { id: 'carvana', names: ['carvana'], officialDomains: ['carvana.com'] },
  // Look-alikes of probe rounds 677-708 ("mohela-resolutioncenter.com", "noom-kickstart.net",
  // "tesla-energyrewards.com", "usapickleball-members.net").
  { id: 'mohela', names: ['mohela'], officialDomains: ['mohela.com'] },
  { id: 'noom', names: ['noom'], officialDomains: ['noom.com'], exactPartOnly: true },
  { id: 'tesla', names: ['tesla'], officialDomains: ['tesla.com'] },
  { id: 'usapickleball', names: ['usapickleball'], officialDomains: ['usapickleball.org'] },
  // Utility, neighbourhood-network and lab look-alikes of probe round 773-788
  // ("dominionenergy-smartmeter.com", "nextdoor-neighbors.net", "cologuard-results.info").
  { id: 'dominion_energy', names: ['dominionenergy'], officialDomains: ['dominionenergy.com'] },
  { id: 'duke_energy', names: ['dukeenergy'], officialDomains: ['duke-energy.com'] },
  { id: 'xcel_energy', names: ['xcelenergy'], officialDomains: ['xcelenergy.com'] },
  // Georgia Power's customer e-mails come from its parent Southern Company's domain.
  {
    id: 'georgia_power',
    names: ['georgiapower'],
    officialDomains: ['georgiapower.com', 'southernco.com'],
  },
  { id: 'nextdoor', names: ['nextdoor'], officialDomains: ['nextdoor.com'] },
  // "target-seasonalhire.com": "target" is an ordinary word too, so only a part spelled so.
  { id: 'target', names: ['target'], officialDomains: ['target.com'], exactPartOnly: true },
  { id: 'cologuard', names: ['cologuard'], officialDomains: ['cologuard.com'] },
  // Insurer, recall, greeting-card, cruise and appliance look-alikes of probe rounds 821-868
  // ("geico-policycenter.com", "nhtsa-recallcenter.com", "hallmark-ecards-view.com",
  // "rheem-recallcenter.com"). Own sites https://www.geico.com, https://www.allstate.com,
  // https://www.nhtsa.gov, https://www.hallmark.com (its e-cards at hallmarkecards.com),
  // https://www.carnival.com and https://www.rheem.com.
  { id: 'geico', names: ['geico'], officialDomains: ['geico.com'] },
  // Allstate Protection Plans (device and appliance plans) writes from its own allstateprotectionplans.com.
  {
    id: 'allstate',
    names: ['allstate'],
    officialDomains: ['allstate.com', 'allstateprotectionplans.com'],
  },
  { id: 'nhtsa', names: ['nhtsa'], officialDomains: ['nhtsa.gov', 'safercar.gov'] },
  // An insurer's claims look-alike of probe round 997-1012 ("libertymutual-claimsdept.com").
  // Own site https://www.libertymutual.com.
  { id: 'liberty_mutual', names: ['libertymutual'], officialDomains: ['libertymutual.com'] },
  { id: 'hallmark', names: ['hallmark'], officialDomains: ['hallmark.com', 'hallmarkecards.com'] },
  { id: 'carnival', names: ['carnival'], officialDomains: ['carnival.com'], exactPartOnly: true },
  { id: 'rheem', names: ['rheem'], officialDomains: ['rheem.com'] },
  // Look-alikes of probe round 949-964 ("royalcaribbean-boardingcheck.com", a refund from
  // "Newegg Customer Care" on a Gmail address). Own sites https://www.royalcaribbean.com and
  // https://www.newegg.com.
  { id: 'royal_caribbean', names: ['royalcaribbean'], officialDomains: ['royalcaribbean.com'] },
  { id: 'newegg', names: ['newegg'], officialDomains: ['newegg.com'] },
  // An airline-miles look-alike of probe round 1349–1362 ("unitd-mileageplus.co"): United's
  // MileagePlus lives on its own site, https://www.united.com/en/us/fly/mileageplus.html.
  {
    id: 'united_airlines',
    names: ['mileageplus', 'unitedairlines'],
    officialDomains: ['united.com'],
  },
];

/** Link shorteners hide the real destination. */
export const SHORTENER_DOMAINS: ReadonlySet<string> = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  't.ly',
  'tiny.cc',
  's.id',
  'bl.ink',
  'qrco.de',
  'short.gy',
  'tr.im',
  'v.gd',
  'x.co',
  'lnkd.in',
  'shorte.st',
  'adf.ly',
  'bitly.com',
  'tiny.one',
  'u.to',
  'clck.ru',
  'bit.do',
  'surl.li',
  'gg.gg',
  'shrtco.de',
  'urlz.fr',
  'soo.gd',
  'cuti.cc',
]);

/** Top-level domains that security vendors' abuse reports list far above their share of sites. */
export const RISKY_TLDS: ReadonlySet<string> = new Set([
  'xyz',
  'top',
  'club',
  'online',
  'site',
  'icu',
  'buzz',
  'vip',
  'cyou',
  'sbs',
  'info',
  'click',
  'link',
  'monster',
  'rest',
  'cfd',
  'quest',
  'work',
  'support',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'pw',
  'ws',
  'win',
  'bid',
  'loan',
  'date',
  'country',
  'stream',
  'zip',
  'mov',
  'life',
  'live',
  'shop',
  'store',
  'fun',
  'today',
  'bond',
  'lat',
  'win',
  'cam',
  'party',
  'review',
  'trade',
  'racing',
]);
