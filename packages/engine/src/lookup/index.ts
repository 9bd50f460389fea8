// Caller and link lookup (issue 10): pure checks of one phone number or web address.
export { classifyLookup, type LookupTarget } from './classify.js';
export {
  checkPhone,
  PREMIUM_AREA_CODES,
  TOLL_FREE_AREA_CODES,
  type PhoneLookup,
} from './phone-checks.js';
export {
  BRAND_NAMES,
  brandName,
  checkDomain,
  hostOf,
  latinSkeleton,
  type DomainLookup,
} from './domain-checks.js';
export { mentionsDomain, mentionsPhone } from './mentions.js';
