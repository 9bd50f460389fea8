/** Spec part 1 §8: errors read "{status}: {body}"; a 401 means the session ended meanwhile. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}
