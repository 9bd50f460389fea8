// The one contract shared by server and client: every schema once, types inferred from it.
// Each area adds one export line for its own file.
export * from './taxonomy.js';
export * from './contacts.js';
