// The one contract shared by server and client: every schema once, types inferred from it.
// Each area adds one export line for its own file.
export * from './taxonomy.js';
export * from './contacts.js';
export * from './analysis.js';
export * from './errors.js';
export * from './health.js';
export * from './languages.js';
export * from './rules.js';
export * from './user.js';
export * from './states.js';
export * from './intelligence.js';
export * from './dashboard.js';
export * from './assessment.js';
export * from './about.js';
export * from './analyze-api.js';
export * from './auth.js';
export * from './community.js';
export * from './admin.js';
export * from './feedback.js';
export * from './call-recording.js';
export * from './evidence.js';
export * from './translate.js';
export * from './recover.js';
export * from './helper.js';
export * from './lookup.js';
export * from './share-target.js';
