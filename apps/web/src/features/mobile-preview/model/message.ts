/**
 * What the preview models return instead of text: an i18next key of the `mobilePreview` namespace
 * (English in `en.json` beside this file) and its interpolation values.
 */
export interface MessageRef {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Every preview state carries this so the screen can label what it shows as sample data. */
export interface SampleMarked {
  readonly isSample: true;
}
