import type { Channel } from '@scambuddy/contracts';
import { formatKilobytes } from '@scambuddy/contracts';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import {
  buildAnalysisRequest,
  type AnalysisRequest,
  type AnalyzeMode,
} from '../model/analysis-request.js';
import { ChannelSelect, StateSelect } from './optional-selectors.js';
import { VoiceRecorder } from './voice-recorder.js';

export interface AnalyzeFormProps {
  mode: AnalyzeMode;
  isLoading: boolean;
  onSubmit: (request: AnalysisRequest) => void;
}

const textAreaClassName =
  'mt-1 block min-h-48 w-full rounded-control border-2 border-line bg-surface p-3 text-lg text-ink';

/** One of the three input forms of spec part 1 §2.4, with the validation toasts of §5. */
export function AnalyzeForm({ mode, isLoading, onSubmit }: AnalyzeFormProps) {
  const { t } = useTranslation('analyze');
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState('');
  const [channel, setChannel] = useState<Channel | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildAnalysisRequest(mode, { text, file, state, channel });
    if (!built.ok) {
      toast({
        variant: 'destructive',
        title: t(built.problem.titleKey),
        description: t(built.problem.descriptionKey),
      });
      return;
    }
    onSubmit(built.request);
  };

  const dropFile = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files.item(0);
    if (dropped) setFile(dropped);
  };

  const heading = t(`forms.${mode}.heading`);
  return (
    <form onSubmit={submit} noValidate aria-label={heading} className="flex flex-col gap-5">
      <h2 className="text-2xl font-bold">{heading}</h2>
      {mode === 'upload' ? (
        <div
          onDragOver={(event) => event.preventDefault()}
          onDrop={dropFile}
          className="rounded-card border-2 border-dashed border-line p-6 text-center"
        >
          <p>{t('forms.upload.drop')}</p>
          <label htmlFor={fileId} className="mt-3 inline-block font-semibold">
            {t('forms.upload.fileLabel')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            // Issue 19: the browser's own "Choose file" control styled as the app's buttons.
            className="mx-auto mt-2 block max-w-full text-lg file:me-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border-2 file:border-primary file:bg-surface file:px-4 file:py-2 file:text-base file:font-semibold file:text-primary hover:file:bg-primary-soft"
            onChange={(event) => setFile(event.target.files?.item(0) ?? null)}
          />
          {file ? (
            <p className="mt-3 font-semibold" data-testid="chosen-file">
              {t('forms.upload.chosen', { name: file.name, size: formatKilobytes(file.size) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === 'text' ? (
        <>
          <VoiceRecorder onTranscript={setText} />
          <p className="text-center font-bold text-muted" aria-hidden="true">
            {t('forms.text.divider')}
          </p>
        </>
      ) : null}
      {mode !== 'upload' ? (
        <div>
          <label htmlFor={textId} className="font-semibold">
            {t(`forms.${mode}.label`)}
          </label>
          <textarea
            id={textId}
            className={textAreaClassName}
            value={text}
            placeholder={t(`forms.${mode}.placeholder`)}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <StateSelect value={state} onChange={setState} />
        {mode === 'transcript' ? (
          <p className="self-end font-semibold">{t('forms.transcript.channelNote')}</p>
        ) : (
          <ChannelSelect value={channel} onChange={setChannel} />
        )}
      </div>
      <div>
        {/* Spec part 1 §2.4 disables the button while the form is blank; it stays enabled here so
            a click explains what is missing with the §5 toast, which a greyed-out button cannot. */}
        <Button type="submit" disabled={isLoading}>
          {t('forms.analyze')}
        </Button>
      </div>
    </form>
  );
}
