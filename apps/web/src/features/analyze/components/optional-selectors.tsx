import { CHANNELS, type Channel } from '@scambuddy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStates } from '../api/get-states.js';

const selectClassName =
  'mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-base text-ink';

export interface StateSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** Spec part 1 §2.4: the optional Your State selector, filled from GET /api/states. */
export function StateSelect({ value, onChange }: StateSelectProps) {
  const { t } = useTranslation('analyze');
  const id = useId();
  const states = useStates();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t('forms.state')}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('forms.statePlaceholder')}</option>
        {(states.data ?? []).map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ChannelSelectProps {
  value: Channel | '';
  onChange: (value: Channel | '') => void;
}

/** Spec part 1 §2.4: email, Text Message, Phone Call, Social Media, Website. */
export function ChannelSelect({ value, onChange }: ChannelSelectProps) {
  const { t } = useTranslation('analyze');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t('forms.channel')}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(event) => {
          // The list, not ChannelSchema: the home page ships without zod (issue 9).
          const chosen = CHANNELS.find((channel) => channel === event.target.value);
          onChange(chosen ?? '');
        }}
      >
        <option value="">{t('forms.channelPlaceholder')}</option>
        {CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`forms.channels.${channel}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
