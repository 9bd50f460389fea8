import { useTranslation } from 'react-i18next';
import { cx } from '../../../../lib/class-names.js';

export interface RecordButtonProps {
  isRecording: boolean;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** Spec §2.3: the large round button that starts and stops recording. */
export function RecordButton({ isRecording, disabled, onStart, onStop }: RecordButtonProps) {
  const { t } = useTranslation('protection');
  return (
    <button
      type="button"
      onClick={isRecording ? onStop : onStart}
      disabled={disabled}
      aria-pressed={isRecording}
      className={cx(
        'flex size-36 flex-col items-center justify-center gap-2 rounded-full text-lg font-bold text-on-primary shadow-md transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        isRecording ? 'bg-danger hover:bg-danger-strong' : 'bg-primary hover:bg-primary-strong',
      )}
    >
      {isRecording ? (
        <span aria-hidden="true" className="block size-8 rounded-sm bg-on-primary" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 fill-current">
          <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z" />
        </svg>
      )}
      <span>{isRecording ? t('call.stop') : t('call.start')}</span>
    </button>
  );
}
