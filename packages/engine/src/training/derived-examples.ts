// Derived training examples (decision 0052): what `npm run train` keeps of each corpus message so a
// deployed server can retrain without the corpus, whose texts may not be committed. Per message only
// numbers: the label, its source group and channel, the rule floor and evidence cap the engine's rules
// give it, and its hashed feature vector — no text, no token list, no word order.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { HASH_BITS, HASH_SIZE, type SparseVector } from '../model/features.js';
import { DEFAULT_MODEL_DIR } from '../model/load.js';
import { ruleOutcome } from '../pipeline.js';
import { SIGNAL_INDEX, SIGNALS } from '../signals/catalog.js';
import { prepareExamples, type CorpusExample, type PreparedExample } from './cross-validate.js';

export const DERIVED_EXAMPLES_FILE = 'training-examples.bin';
const FORMAT = 'scambuddy-derived-examples-v1';

/** One labelled message as training and evaluation need it, without its text. */
export interface DerivedExample {
  label: 0 | 1;
  group: string;
  channel: string;
  features: SparseVector;
  /** The engine's rules for this message, which do not depend on the model. */
  floor: number;
  cap: number;
}

export interface DerivedDescription {
  /** The model `npm run train` wrote beside this file; features are only valid with its featuriser. */
  modelVersion: string;
  corpus: { files: { name: string; sha256: string; lines: number }[]; examples: number };
  /** Each message's first this many characters were featurised (null: whole messages). */
  maxChars: number | null;
}

export interface DerivedFile extends DerivedDescription {
  examples: DerivedExample[];
}

interface Header extends DerivedDescription {
  format: typeof FORMAT;
  hashBits: number;
  /** Signal ids in the order their feature indices were written. */
  signals: string[];
  groups: string[];
  channels: string[];
}

/** Prepared corpus examples → derived ones: the same feature vectors, the rules' floor and cap. */
export function deriveExamples(examples: readonly PreparedExample[]): DerivedExample[] {
  return examples.map((example) => {
    const rules = ruleOutcome(example.prepared);
    // Ascending indices store as small gaps; the order of a vector's entries means nothing.
    const order = [...example.prepared.features.indices.keys()].sort(
      (a, b) =>
        (example.prepared.features.indices[a] ?? 0) - (example.prepared.features.indices[b] ?? 0),
    );
    return {
      label: example.label,
      group: example.group,
      channel: example.channel,
      features: {
        indices: Int32Array.from(order, (i) => example.prepared.features.indices[i] ?? 0),
        values: Float32Array.from(order, (i) => example.prepared.features.values[i] ?? 0),
      },
      floor: rules.floor,
      cap: rules.cap,
    };
  });
}

/**
 * Labelled texts → derived examples. `maxChars` keeps each message's beginning only (what
 * `npm run train` commits: a long e-mail's first screen, so the file stays a few megabytes; each
 * vector is still exactly what the engine makes of that text). Feedback is derived whole.
 */
export function deriveFromTexts(
  examples: readonly CorpusExample[],
  options: { maxChars?: number } = {},
): DerivedExample[] {
  const limit = options.maxChars;
  const clipped =
    limit === undefined ? examples : examples.map((e) => ({ ...e, text: e.text.slice(0, limit) }));
  return deriveExamples(prepareExamples(clipped));
}

class ByteWriter {
  private chunks: number[] = [];
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.chunks.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.chunks.push(rest);
  }
  float(value: number): void {
    const bytes = new Uint8Array(new Float32Array([value]).buffer);
    this.chunks.push(...bytes);
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }
}

class ByteReader {
  private position = 0;
  constructor(private readonly data: Uint8Array) {}
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.data[this.position];
      if (byte === undefined) throw new Error('derived examples: unexpected end of data');
      this.position += 1;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }
  float(): number {
    const slice = this.data.slice(this.position, this.position + 4);
    if (slice.length < 4) throw new Error('derived examples: unexpected end of data');
    this.position += 4;
    return new Float32Array(slice.buffer)[0] ?? 0;
  }
}

function indexOf(list: string[], value: string): number {
  const found = list.indexOf(value);
  if (found >= 0) return found;
  list.push(value);
  return list.length - 1;
}

/**
 * Binary, gzipped: a JSON header, then per message its label, group, channel, floor, cap and
 * feature vector — indices as ascending deltas, values as a small per-message palette (a message's
 * values take a handful of distinct numbers), so the vectors are stored without loss.
 */
export function encodeDerivedExamples(
  examples: readonly DerivedExample[],
  description: DerivedDescription,
): Uint8Array {
  const header: Header = {
    format: FORMAT,
    ...description,
    hashBits: HASH_BITS,
    signals: SIGNALS.map((signal) => signal.id),
    groups: [],
    channels: [],
  };
  const body = new ByteWriter();
  body.varint(examples.length);
  for (const example of examples) {
    for (const rule of [example.floor, example.cap]) {
      if (!Number.isInteger(rule) || rule < 0 || rule > 100) {
        throw new Error(`derived examples: a rule score of ${rule} is not a whole 0–100`);
      }
    }
    body.varint(example.label);
    body.varint(indexOf(header.groups, example.group));
    body.varint(indexOf(header.channels, example.channel));
    body.varint(example.floor);
    body.varint(example.cap);
    const { indices, values } = example.features;
    const palette = new Map<number, number>();
    for (const value of values) if (!palette.has(value)) palette.set(value, palette.size);
    body.varint(indices.length);
    body.varint(palette.size);
    for (const value of palette.keys()) body.float(value);
    let previous = 0;
    for (const index of indices) {
      if (index < previous) throw new Error('derived examples: feature indices must ascend');
      body.varint(index - previous);
      previous = index;
    }
    for (const value of values) body.varint(palette.get(value) ?? 0);
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const length = new ByteWriter();
  length.varint(headerBytes.length);
  return gzipSync(Buffer.concat([length.bytes(), headerBytes, body.bytes()]), { level: 9 });
}

/**
 * Reads what encodeDerivedExamples wrote. Signal features are matched to today's catalog by id
 * (a signal since removed is dropped); a different hash size cannot be matched and is refused.
 */
export function decodeDerivedExamples(compressed: Uint8Array): DerivedFile {
  const data = new Uint8Array(gunzipSync(compressed));
  const lengthReader = new ByteReader(data);
  const headerLength = lengthReader.varint();
  let offset = 0;
  while ((data[offset] ?? 0) >= 0x80) offset += 1;
  offset += 1;
  const header = JSON.parse(
    new TextDecoder().decode(data.subarray(offset, offset + headerLength)),
  ) as Header;
  if (header.format !== FORMAT)
    throw new Error(`derived examples: unknown format ${header.format}`);
  if (header.hashBits !== HASH_BITS) {
    throw new Error(
      `derived examples were made with ${header.hashBits}-bit feature hashing, the engine uses ${HASH_BITS}: run npm run train`,
    );
  }
  const signalIndex = header.signals.map((id) => SIGNAL_INDEX.get(id));
  const body = new ByteReader(data.subarray(offset + headerLength));
  const count = body.varint();
  const examples: DerivedExample[] = [];
  for (let n = 0; n < count; n += 1) {
    const label = body.varint() === 1 ? 1 : 0;
    const group = header.groups[body.varint()] ?? 'unknown';
    const channel = header.channels[body.varint()] ?? 'other';
    const floor = body.varint();
    const cap = body.varint();
    const size = body.varint();
    const palette = Array.from({ length: body.varint() }, () => body.float());
    const raw: number[] = [];
    let index = 0;
    for (let i = 0; i < size; i += 1) {
      index += body.varint();
      raw.push(index);
    }
    const indices: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < size; i += 1) {
      const value = palette[body.varint()] ?? 0;
      const stored = raw[i] ?? 0;
      const mapped = stored < HASH_SIZE ? stored : (signalIndex[stored - HASH_SIZE] ?? undefined);
      if (mapped === undefined) continue;
      indices.push(stored < HASH_SIZE ? stored : HASH_SIZE + mapped);
      values.push(value);
    }
    examples.push({
      label,
      group,
      channel,
      floor,
      cap,
      features: { indices: Int32Array.from(indices), values: Float32Array.from(values) },
    });
  }
  return {
    modelVersion: header.modelVersion,
    corpus: header.corpus,
    maxChars: header.maxChars,
    examples,
  };
}

export function writeDerivedExamples(
  directory: string,
  examples: readonly DerivedExample[],
  description: DerivedDescription,
): string {
  const file = path.join(directory, DERIVED_EXAMPLES_FILE);
  writeFileSync(file, encodeDerivedExamples(examples, description));
  return file;
}

/** The derived examples committed beside the model; throws a plain message when they are absent. */
export function loadDerivedExamples(directory: string = DEFAULT_MODEL_DIR): DerivedFile {
  const file = path.join(directory, DERIVED_EXAMPLES_FILE);
  if (!existsSync(file)) {
    throw new Error(`derived training examples not found at ${file}: run npm run train`);
  }
  return decodeDerivedExamples(readFileSync(file));
}
