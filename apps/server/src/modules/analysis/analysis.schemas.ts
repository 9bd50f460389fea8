// The analyze contract lives in packages/contracts, shared with the client.
export {
  AnalyzeImageFieldsSchema,
  AnalyzeResponseSchema,
  AnalyzeTextBodySchema,
  type AnalyzeImageFields,
  type AnalyzeResponse,
  type AnalyzeTextBody,
} from '@scambuddy/contracts';
