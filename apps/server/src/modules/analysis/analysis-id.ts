import { randomBytes } from 'node:crypto';

/** 128 random bits: a share link nobody can guess or walk through. */
const ID_BYTES = 16;

/** The shape of every id `newAnalysisId` makes: 22 base64url characters. */
export const ANALYSIS_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newAnalysisId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

export function isAnalysisId(value: string): boolean {
  return ANALYSIS_ID_PATTERN.test(value);
}
