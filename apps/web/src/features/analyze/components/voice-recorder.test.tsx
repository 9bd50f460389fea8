import { US_STATES } from '@scambuddy/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../../components/ui/toast-store.js';
import { renderApp } from '../../../test/render-app.js';
import { RECORDING_CHUNK_MS } from '../../../lib/use-microphone-recording.js';
import { MICROPHONE_CONSTRAINTS } from '../hooks/use-voice-recorder.js';
import { addRoutes, json } from '../test/fake-api.js';

/** A MediaRecorder double that hands out one chunk when stopped, like a browser would. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = vi.fn((type: string) => type === 'audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.options.mimeType }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeMediaRecorder.instances = [];
  getUserMedia.mockReset();
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

async function openTextForm(transcribe: () => Response) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const app = renderApp({ path: '/' });
  const calls = addRoutes(app.fetchMock, ({ url }) => {
    if (url === '/api/states') return json(US_STATES);
    if (url === '/api/transcribe') return transcribe();
    return undefined;
  });
  await user.click(await screen.findByRole('button', { name: /Tell Us What Happened/ }));
  // The form's code arrives with the first choice (issue 9: home's first download stays small).
  await screen.findByRole('button', { name: 'Analyze for Scams' });
  return { user, calls };
}

describe('voice recorder', () => {
  it('records with the §9 settings, counts m:ss, and puts the transcript in the message box', async () => {
    const { user, calls } = await openTextForm(() => json({ text: ' The bank called me ' }));
    expect(
      screen.getByText("Record your voice message and we'll convert it to text for analysis."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Recording started')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS);
    const recorder = FakeMediaRecorder.instances[0];
    expect(recorder?.options.mimeType).toBe('audio/webm');
    expect(recorder?.timeslice).toBe(RECORDING_CHUNK_MS);
    expect(screen.getByText('0:00')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(65_000);
    });
    expect(screen.getByText('1:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Recording stopped')).toBeInTheDocument();
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Convert to Text' }));
    expect(await screen.findByText('Transcription complete')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('The bank called me');
    const sent = calls.find((call) => call.url === '/api/transcribe')?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('audio') as File).name).toBe('recording.webm');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('The bank called me');
  });

  it('records mp4 when webm is not supported', async () => {
    FakeMediaRecorder.isTypeSupported.mockReturnValueOnce(false);
    const { user } = await openTextForm(() => json({ text: 'x' }));
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(FakeMediaRecorder.instances[0]?.options.mimeType).toBe('audio/mp4');
  });

  it('says the microphone is needed when access is refused', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { user } = await openTextForm(() => json({ text: 'x' }));
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Microphone Error')).toBeInTheDocument();
    expect(
      screen.getByText('Please allow microphone access to record your message.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });

  it.each([
    [
      'no speech provider (503)',
      () => json({ code: 'SERVICE_UNAVAILABLE', message: 'off' }, 503),
      'Voice to text is not available on this server right now. You can still type your message in the box below.',
    ],
    ['an answer without text', () => json({ text: '  ' }), 'No text was extracted from the audio'],
    ['a server error', () => json({ code: 'INTERNAL', message: 'x' }, 500), 'Transcription failed'],
  ])('explains %s and keeps the typing path open', async (_name, answer, message) => {
    const { user } = await openTextForm(answer);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Convert to Text' }));
    expect(await screen.findByText('Transcription Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to Text' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'typed');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('typed');
  });
});
