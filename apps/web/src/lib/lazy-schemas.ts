import { UsStateSchema } from '@scambuddy/contracts';
import { z } from 'zod';

/**
 * The response schemas the home page's own code checks answers with. Its modules import this file
 * only with `import()` when an answer arrives, so zod (~25 KB gzip) stays out of the first download
 * (issue 9: home ≤ 150 KB). The server still validates every request with the shared schemas.
 */
export {
  AnalyzeResponseSchema,
  ErrorBodySchema,
  TranscriptionResponseSchema,
  UserSchema,
} from '@scambuddy/contracts';

/** `GET /api/states`: the state selector's list. */
export const StatesResponseSchema = z.array(UsStateSchema);
