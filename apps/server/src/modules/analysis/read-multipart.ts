import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { formatBytes } from '../../plugins/error-response.js';

/** Limits for @fastify/multipart on the upload routes: one file, a few short text fields. */
export function multipartLimits(maxFileBytes: number) {
  return {
    fileSize: maxFileBytes,
    files: 1,
    fields: 8,
    fieldSize: 256,
    parts: 9,
    headerPairs: 100,
  };
}

export interface MultipartForm {
  file: Buffer | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form holding at most one file, named `fileField`, into memory (the routes
 * check its content before anything decodes it). Limit breaches become clear 413/400 answers.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxFileBytes: number,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw new AppError('BAD_REQUEST', 400, `Send the file in the "${fileField}" field.`);
        }
        file = await part.toBuffer();
      } else {
        if (part.valueTruncated) {
          throw new AppError('BAD_REQUEST', 400, `${part.fieldname}: the value is too long`);
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // A form's empty select sends ''; that means "not given", as an omitted field does.
        if (value.trim().length > 0) fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw toMultipartError(error, maxFileBytes);
  }
  return { file, fields };
}

function toMultipartError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `The file is larger than ${formatBytes(maxFileBytes)}.`,
      );
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'Send one file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'The form has too many fields.');
    default:
      // Everything else the form parser throws (no boundary, a malformed part header, a body
      // that ends mid-part) is a form the client sent broken, never a fault of ours.
      return new AppError(
        'BAD_REQUEST',
        400,
        'The upload could not be read. Please choose the file again and send it once more.',
      );
  }
}
