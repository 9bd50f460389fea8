import {
  TranscribeAndFilterResponseSchema,
  type TranscribeAndFilterResponse,
} from '@scambuddy/contracts';
import { apiRequest } from '../../../../lib/api-client.js';

/** Base64 of a recording, without the data-URL prefix (spec part 2 §7 `audioData`). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small for long recordings.
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** Spec part 2 §7: POST /api/transcribe-and-filter, sent when recording stops. */
export async function postTranscribeAndFilter(
  recording: Blob,
  sessionId: string,
): Promise<TranscribeAndFilterResponse> {
  const audioData = await blobToBase64(recording);
  const response = await apiRequest('POST', '/api/transcribe-and-filter', {
    audioData,
    sessionId,
  });
  return TranscribeAndFilterResponseSchema.parse(await response.json());
}
