// The Advanced Protection Features page (/features, spec part 2 §2.2-§2.5) in Chromium against the
// built server: a call recorded from a fake microphone that speaks a Social Security number
// (Festival speech, transcribed by the server's provider) comes back filtered with PII counts; an
// evidence package is built, exported and submitted; voice guidance plays with the Space and
// Escape shortcuts (speech synthesis stubbed: headless Chromium has no voices); axe on every tab.
import { readFileSync } from 'node:fs';
import { EvidencePackageDataSchema } from '@scambuddy/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, findAccessibilityViolations, openPage, type WatchedPage } from './browser.js';
import { launchWithFakeMicrophone, type FakeMicrophoneBrowser } from './support/fake-microphone.js';

const SPOKEN = 'My social security number is one two three four five six seven eight nine.';

let microphone: FakeMicrophoneBrowser;
let browser: Browser;

beforeAll(async () => {
  // The evidence Screenshot button asks for a screen to capture; this picks one without a chooser.
  microphone = await launchWithFakeMicrophone('features', SPOKEN, [
    '--auto-select-desktop-capture-source=Entire screen',
  ]);
  browser = microphone.browser;
});

afterAll(async () => {
  await microphone.close();
});

async function openFeatures(): Promise<WatchedPage> {
  const watched = await openPage(browser, { acceptDownloads: true });
  // Before the first navigation, so the page finds the microphone already allowed.
  await watched.context.grantPermissions(['microphone'], { origin: baseURL });
  await watched.page.goto('/features');
  await watched.page
    .getByRole('heading', { level: 1, name: 'Advanced Protection Features' })
    .waitFor();
  return watched;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await findAccessibilityViolations(page)).toEqual([]);
}

describe('/features', () => {
  it('records a call, shows the filtered transcript with PII counts, and exports it', async () => {
    const { context, page, errors } = await openFeatures();
    try {
      // Spec §2.2: Call Recording is the default tab.
      expect(
        await page.getByRole('tab', { name: 'Call Recording' }).getAttribute('aria-selected'),
      ).toBe('true');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Record' }).click();
      await page.getByText('Recording Started').first().waitFor();
      await page.getByText('00:07', { exact: true }).waitFor({ timeout: 15_000 });
      const answer = page.waitForResponse('**/api/transcribe-and-filter');
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByRole('heading', { name: 'Session Results' }).waitFor();
      const response = await answer;

      if (response.status() === 503) {
        // No speech provider on this machine: the session ends in the §8 error.
        await page.getByText('Processing Failed').first().waitFor();
        return;
      }
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { rawTranscript?: string; piiItems: unknown[] };
      // Signed out: the server never sends the raw transcript (DELTAS row 1).
      expect(body).not.toHaveProperty('rawTranscript');
      await page.getByText('Transcription Complete').first().waitFor();

      const transcript = await page
        .getByRole('textbox', { name: 'Protected transcript' })
        .inputValue();
      expect(transcript).toMatch(/social security/i);
      expect(transcript).toContain('[SSN]');
      expect(transcript).not.toMatch(/one two three four five six seven eight nine/i);
      const piiCount = Number(
        await page.locator('dt:has-text("PII items filtered") + dd').textContent(),
      );
      expect(piiCount).toBeGreaterThanOrEqual(1);
      await page.getByText(/Social Security numbers: ?\d/).waitFor();
      await page.getByText(/^Risk Score: \d+ \((High|Medium|Low)\)$/).waitFor();
      expect(await page.getByRole('button', { name: 'Show Raw (Admin Only)' }).count()).toBe(0);
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^call-session-\d+\.json$/);
      const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(Object.keys(exported).sort()).toEqual([
        'analysis',
        'endTime',
        'filteredTranscript',
        'piiItemsCount',
        'riskScore',
        'sessionId',
        'startTime',
      ]);
      expect(exported.piiItemsCount).toBe(piiCount);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('builds an evidence package, exports it, submits it, and prints a report', async () => {
    const { context, page, errors } = await openFeatures();
    try {
      await page.getByRole('tab', { name: 'Evidence Collection' }).click();
      await page.getByRole('button', { name: 'Start Evidence Collection' }).click();
      await page.getByText('Evidence Collection Started').first().waitFor();
      await page.getByText('Collecting', { exact: true }).waitFor();

      await page
        .getByRole('textbox', { name: 'Incident description' })
        .fill('A man called saying my grandson was in jail and needed bail in gift cards.');

      await page.getByRole('button', { name: 'Add Text' }).click();
      await page
        .getByRole('textbox', { name: 'Text', exact: true })
        .fill('He told me not to tell my daughter.');
      await page.getByRole('button', { name: 'Add Text Evidence' }).click();
      await page.getByText('Text Evidence Added').first().waitFor();

      await page.getByRole('button', { name: 'Call Log' }).click();
      await page.getByRole('textbox', { name: 'Phone number' }).fill('(202) 555-0147');
      await page.getByRole('textbox', { name: 'Caller name' }).fill('Officer Brown');
      await page
        .getByRole('textbox', { name: 'Call details' })
        .fill('Asked for $2,000 in gift cards.');
      await page.getByRole('button', { name: 'Add Call Log' }).click();

      await page.getByLabel('Upload Files').setInputFiles({
        name: 'letter.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(1536, 'a'),
      });
      await page.getByText('Files Added').first().waitFor();

      await page.getByRole('button', { name: 'Screenshot' }).click();
      // Headless Chromium may or may not have a screen to capture; either way the person is told.
      await page
        .getByText(/^(Screenshot Captured|Capture Failed)$/)
        .first()
        .waitFor();

      const items = page.getByRole('list', { name: 'Collected evidence' }).getByRole('listitem');
      const itemCount = await items.count();
      expect(itemCount).toBeGreaterThanOrEqual(3);
      await page.getByText('Size: 1.5 KB').waitFor();
      await page.getByRole('heading', { name: 'Officer Brown ((202) 555-0147)' }).waitFor();
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^evidence-\d+\.json$/);
      const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as { items: unknown[] };
      expect(EvidencePackageDataSchema.safeParse(exported).success).toBe(true);
      expect(exported.items).toHaveLength(itemCount);
      expect(JSON.stringify(exported)).not.toContain('blob:');

      // The printable report: only it is shown when printing.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('[data-evidence-report]').isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'Evidence Collection' }).isVisible()).toBe(false);
      await page
        .locator('[data-evidence-report]')
        .getByText('Officer Brown ((202) 555-0147)')
        .waitFor();
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('[data-evidence-report]').isVisible()).toBe(false);

      const answer = page.waitForResponse('**/api/evidence/submit');
      await page.getByRole('button', { name: 'Submit Package' }).click();
      expect((await answer).status()).toBe(200);
      await page.getByText('Evidence Submitted').first().waitFor();
      await page.getByText('Submitted', { exact: true }).waitFor();
      await page
        .getByRole('status')
        .getByText(/^Report ID: [A-Za-z0-9_-]{22}$/)
        .waitFor();
      // Spec §4: tools and Submit Package only while collecting.
      expect(await page.getByRole('button', { name: 'Submit Package' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add Text' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays guidance, pauses and resumes with Space, stops with Escape, and keeps settings', async () => {
    const { context, page, errors } = await openFeatures();
    try {
      await page.addInitScript(installFakeSpeech);
      await page.reload();
      await page.getByRole('tab', { name: 'Voice Guidance' }).click();
      await page.getByRole('heading', { name: 'Voice Guidance Settings' }).waitFor();

      // Spec §2.5: the voice picker lists the language family only.
      const voiceOptions = await page
        .getByLabel('Voice', { exact: true })
        .locator('option')
        .allTextContents();
      expect(voiceOptions).toEqual([
        'Default voice',
        'Fake English (en-US)',
        'Fake British (en-GB)',
      ]);
      await page.getByLabel('Voice', { exact: true }).selectOption('fake-gb');
      await page.getByLabel(/^Speed:/).fill('1.5');
      await page.getByLabel(/^Volume:/).fill('0.6');
      await page.getByText('Speed: 1.5×').waitFor();

      await page.getByRole('button', { name: 'Play: Hang up on pressure' }).click();
      await page.getByRole('heading', { name: 'Now Playing' }).waitFor();
      const spoken = await speechLog(page);
      expect(spoken.at(-1)).toMatchObject({
        call: 'speak',
        lang: 'en-US',
        rate: 1.5,
        volume: 0.6,
        voice: 'fake-gb',
      });
      expect(spoken.at(-1)?.text).toMatch(/^If a caller says you must act right now/);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: 'Paused' }).waitFor();
      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: 'Now Playing' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: 'Now Playing' }).waitFor({ state: 'detached' });
      const calls = (await speechLog(page)).map((entry) => entry.call);
      expect(calls.slice(-3)).toEqual(['pause', 'resume', 'cancel']);

      await page.getByRole('button', { name: 'Mute' }).click();
      await page.getByRole('button', { name: 'Play: Never share your numbers' }).click();
      await page.getByText('Voice Muted').first().waitFor();
      expect((await speechLog(page)).filter((entry) => entry.call === 'speak')).toHaveLength(1);
      await page.getByRole('button', { name: 'Unmute' }).click();
      await page.getByRole('button', { name: 'Test Voice' }).click();
      await page.getByRole('heading', { name: 'Now Playing' }).waitFor();

      // Settings are kept in browser storage.
      await page.reload();
      await page.getByRole('tab', { name: 'Voice Guidance' }).click();
      await page.getByText('Speed: 1.5×').waitFor();
      await page.getByText('Volume: 60%').waitFor();
      expect(await page.getByLabel('Voice', { exact: true }).inputValue()).toBe('fake-gb');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so when the browser has no speech synthesis', async () => {
    const { context, page } = await openFeatures();
    try {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'speechSynthesis');
        Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
      });
      await page.reload();
      await page.getByRole('tab', { name: 'Voice Guidance' }).click();
      await page.getByText('Voice Not Supported').waitFor();
      await page.getByText("Your browser doesn't support speech synthesis.").waitFor();
      expect(await page.getByRole('button', { name: 'Test Voice' }).isDisabled()).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

interface SpeechLogEntry {
  call: string;
  text?: string;
  lang?: string;
  rate?: number;
  volume?: number;
  voice?: string;
}

async function speechLog(page: Page): Promise<SpeechLogEntry[]> {
  return page.evaluate(() => (window as unknown as { __speech: SpeechLogEntry[] }).__speech);
}

/** Runs in the page before its scripts: a speech synthesis that records what it is asked. */
function installFakeSpeech(): void {
  const log: SpeechLogEntry[] = [];
  (window as unknown as { __speech: SpeechLogEntry[] }).__speech = log;
  const voices = [
    { name: 'Fake English', lang: 'en-US', voiceURI: 'fake-en', default: true, localService: true },
    {
      name: 'Fake British',
      lang: 'en-GB',
      voiceURI: 'fake-gb',
      default: false,
      localService: true,
    },
    {
      name: 'Fake Spanish',
      lang: 'es-ES',
      voiceURI: 'fake-es',
      default: false,
      localService: true,
    },
  ];
  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    volume = 1;
    pitch = 1;
    voice: { voiceURI: string } | null = null;
    onend: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(text: string) {
      super();
      this.text = text;
    }
  }
  let current: FakeUtterance | null = null;
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    paused: false,
    pending: false,
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      current = utterance;
      log.push({
        call: 'speak',
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        volume: utterance.volume,
        voice: utterance.voice?.voiceURI ?? '',
      });
    },
    pause() {
      log.push({ call: 'pause' });
    },
    resume() {
      log.push({ call: 'resume' });
    },
    cancel() {
      log.push({ call: 'cancel' });
      const cancelled = current;
      current = null;
      cancelled?.onerror?.({ error: 'canceled' });
    },
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: FakeUtterance,
    configurable: true,
  });
}
