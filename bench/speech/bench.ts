// Local speech to text: word error rate and real-time factor of the PocketSphinx provider on
// sentences synthesised by Festival (natural HTS voice) and espeak-ng (formant voice), each
// encoded as WebM/Opus the way Chromium records. Rewrites RESULTS.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createPocketSphinxSpeech,
  wordErrorRate,
} from '../../apps/server/src/adapters/speech/index.js';
import { normaliseWords } from '../../apps/server/src/adapters/speech/word-error-rate.js';
import {
  durationSeconds,
  encodeRecording,
  speakToWav,
} from '../../apps/server/test-fixtures/generate-speech.js';
import type { Voice } from '../../apps/server/test-fixtures/generate-speech.js';
import { describeMachine, writeResults } from '../ocr/machine.js';

const SENTENCES = [
  'please call me back about my social security number',
  'your bank account has been suspended press one to speak to an agent',
  'this is the internal revenue service you owe back taxes',
  'grandma I am in jail and I need money for bail',
  'you have won a prize please send a gift card to claim it',
  'do not tell anyone about this call and do not hang up',
];
const VOICES: Voice[] = ['festival', 'espeak-ng'];

interface Row {
  voice: Voice;
  sentence: string;
  heard: string;
  wer: number;
  audioSeconds: number;
  wallSeconds: number;
}

const speech = createPocketSphinxSpeech({ maxConcurrent: 1 });
if (!(await speech.isAvailable())) {
  console.error('PocketSphinx is not installed: run apps/server/scripts/install-system-deps.sh');
  process.exit(1);
}
const folder = await mkdtemp(path.join(tmpdir(), 'bench-speech-'));
const rows: Row[] = [];
try {
  for (const voice of VOICES) {
    for (const [index, sentence] of SENTENCES.entries()) {
      const wav = path.join(folder, `${voice}-${index}.wav`);
      await speakToWav(sentence, voice, wav);
      const audio = await encodeRecording(wav, 'webm');
      const audioSeconds = await durationSeconds(wav);
      const start = performance.now();
      const heard = await speech
        .transcribe({ audio, mimeType: 'audio/webm' })
        .then((transcript) => transcript.text)
        .catch(() => '');
      const wallSeconds = (performance.now() - start) / 1000;
      rows.push({
        voice,
        sentence,
        heard,
        wer: wordErrorRate(sentence, heard),
        audioSeconds,
        wallSeconds,
      });
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

function summary(voice: Voice): string {
  const mine = rows.filter((row) => row.voice === voice);
  const words = mine.reduce((sum, row) => sum + normaliseWords(row.sentence).length, 0);
  const edits = mine.reduce((sum, row) => sum + row.wer * normaliseWords(row.sentence).length, 0);
  const audio = mine.reduce((sum, row) => sum + row.audioSeconds, 0);
  const wall = mine.reduce((sum, row) => sum + row.wallSeconds, 0);
  const worstRtf = Math.max(...mine.map((row) => row.wallSeconds / row.audioSeconds));
  return `| ${voice} | ${mine.length} | ${(edits / words).toFixed(3)} | ${audio.toFixed(1)} s | ${wall.toFixed(1)} s | **${(wall / audio).toFixed(2)}** | ${worstRtf.toFixed(2)} |`;
}

const results = `# Speech-to-text benchmark results (local provider)

Rewritten by \`npm run bench speech\` (\`bench/speech/bench.ts\`); see README.md for what is measured.

${describeMachine('npm run bench speech')}

Real-time factor (RTF) = wall-clock time of the whole provider call (ffprobe, ffmpeg decode to
16 kHz WAV, pocketsphinx_continuous) ÷ length of the speech. Below 1 is faster than real time.
WER = word edits ÷ reference words over all sentences of the voice.

| voice | sentences | WER | speech | wall time | RTF | worst RTF |
|---|---|---|---|---|---|---|
${VOICES.map(summary).join('\n')}

| voice | said | heard | WER | RTF |
|---|---|---|---|---|
${rows.map((row) => `| ${row.voice} | ${row.sentence} | ${row.heard || '(nothing)'} | ${row.wer.toFixed(2)} | ${(row.wallSeconds / row.audioSeconds).toFixed(2)} |`).join('\n')}
`;
await writeResults(new URL('RESULTS.md', import.meta.url), results);
console.log(results);
