import { z } from 'zod';

// The saved-report answer lives in packages/contracts, shared with the client.
export { SavedReportSchema, type SavedReport } from '@scambuddy/contracts';

export const ReportParamsSchema = z.object({ id: z.string() });
