import type { EngineModel } from '@scambuddy/engine';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { createCommunityRepository } from './community.repository.js';
import { createCommunityService } from './community.service.js';
import { createDbOfficialAlerts } from './official-alerts.js';

export { communityRoutes } from './community.routes.js';
export type { CommunityLookup } from './community-signal.js';

/** The community board on the database, verifying against the stored official alerts. */
export function createCommunity(deps: { orm: Orm; clock: Clock; model: EngineModel }) {
  return createCommunityService({
    repository: createCommunityRepository(deps.orm),
    officialAlerts: createDbOfficialAlerts(deps.orm),
    clock: deps.clock,
    model: deps.model,
  });
}
