/**
 * What the preview models return instead of text: an i18next key of the `mobile-preview` namespace
 * (English in `apps/web/src/locales/en/mobile-preview.json`) and its interpolation values.
 */
export interface MessageRef {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Every preview state carries this so the screen can label what it shows as sample data. */
export interface SampleMarked {
  readonly isSample: true;
}
