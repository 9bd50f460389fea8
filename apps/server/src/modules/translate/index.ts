import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import { createLibreTranslateProvider } from './libre-translate.js';
import { createTranslateService } from './translate.service.js';
import { createTranslationMemory } from './translation-memory.repository.js';

export { translateRoutes } from './translate.routes.js';

/** The free-text translator from the configuration: TRANSLATE_URL unset = no provider. */
export function createTranslate(deps: {
  orm: Orm;
  clock: Clock;
  translate: { url?: string | undefined; apiKey?: string | undefined };
  onProviderError?: (error: unknown) => void;
}) {
  const { url, apiKey } = deps.translate;
  return createTranslateService({
    memory: createTranslationMemory(deps.orm),
    provider: url === undefined ? null : createLibreTranslateProvider({ url, apiKey }),
    clock: deps.clock,
    ...(deps.onProviderError ? { onProviderError: deps.onProviderError } : {}),
  });
}
