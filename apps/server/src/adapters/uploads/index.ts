export {
  checkAudioUpload,
  checkImageUpload,
  AUDIO_MIME_TYPES,
  IMAGE_MIME_TYPES,
} from './check-upload.js';
export type { AcceptedAudio, AcceptedImage, UploadLimits } from './check-upload.js';
export type { AudioFormat, ImageFormat } from './magic-bytes.js';
export type { RefusedFormat, UploadRefusal, UploadRefusalCode } from './upload-refusal.js';
export { MAX_IMAGE_PIXELS, MAX_SCREEN_ASPECT_RATIO, MAX_UPLOAD_BYTES } from './uploads.limits.js';
