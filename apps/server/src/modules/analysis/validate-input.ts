import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@scambuddy/contracts';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';

/** Most problems named in one answer, as the schema-validation errors do. */
const MAX_PROBLEMS_NAMED = 5;

/**
 * Parses a body that a route cannot hand to Fastify's schema (JSON or multipart on one path), and
 * answers 400 VALIDATION_FAILED naming each bad field as "text: …", like every other route.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const nulAt = findNulCharacter(value);
  if (nulAt !== undefined) {
    throw new AppError('VALIDATION_FAILED', 400, `${nulAt || 'body'}: ${NUL_CHARACTER_MESSAGE}`);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, MAX_PROBLEMS_NAMED).map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
    return `${field}: ${isMissing ? 'Required' : issue.message}`;
  });
  throw new AppError('VALIDATION_FAILED', 400, problems.join('; '));
}
