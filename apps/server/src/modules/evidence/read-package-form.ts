import { EVIDENCE_LIMITS } from '@scambuddy/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { formatBytes } from '../../plugins/error-response.js';

/** Spec part 2 §7: one text field, `packageData`; files stay on the person's device. */
export const PACKAGE_FORM_LIMITS = {
  fileSize: 1,
  files: 0,
  fields: 1,
  fieldSize: EVIDENCE_LIMITS.maxPackageBytes,
  parts: 2,
  headerPairs: 100,
} as const;

const ONLY_PACKAGE_DATA = 'Send only the "packageData" field; files stay on your device.';

/** Reads the `packageData` field of the multipart form, refusing files and other fields. */
export async function readPackageDataField(request: FastifyRequest): Promise<string> {
  let packageData: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' || part.fieldname !== 'packageData') {
        throw new AppError('BAD_REQUEST', 400, ONLY_PACKAGE_DATA);
      }
      if (part.valueTruncated) throw tooLarge();
      packageData = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    throw toFormError(error);
  }
  if (packageData === undefined || packageData.trim() === '') {
    throw new AppError('VALIDATION_FAILED', 400, 'packageData: Required');
  }
  return packageData;
}

function tooLarge(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `The evidence package is larger than ${formatBytes(EVIDENCE_LIMITS.maxPackageBytes)}.`,
  );
}

function toFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', 400, ONLY_PACKAGE_DATA);
    default:
      // Anything else the form parser throws (no boundary, a malformed part header, a body that
      // ends mid-part) is a form sent broken, never a fault of ours.
      return new AppError(
        'BAD_REQUEST',
        400,
        'The evidence package could not be read. Please send it once more.',
      );
  }
}

/** The field is a JSON string (spec §7); a broken one is a 400, never a 500. */
export function parsePackageJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', 400, 'packageData: must be a JSON string');
  }
}
