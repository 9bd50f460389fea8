import type { Orm } from '../../db/database.js';
import type { CommunityLookup } from '../community/community-signal.js';
import { createLookupRepository } from './lookup.repository.js';
import { createLookupService } from './lookup.service.js';

export { lookupRoutes, LOOKUPS_PER_MINUTE } from './lookup.routes.js';

/** The lookup on the database, counting reporters with the community board's own lookup. */
export function createLookup(deps: { orm: Orm; communityLookup: CommunityLookup }) {
  return createLookupService({
    repository: createLookupRepository(deps.orm),
    communityLookup: deps.communityLookup,
  });
}
