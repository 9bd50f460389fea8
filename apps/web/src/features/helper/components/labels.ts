import type { Channel, ScamType } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';

/** The kind of scam in the reader's language. */
export function useScamTypeLabel(): (type: ScamType) => string {
  const { t } = useTranslation('helper');
  return (type) => t(`scamTypes.${type}`);
}

/** How the message arrived, in the reader's language. */
export function useChannelLabel(): (channel: Channel) => string {
  const { t } = useTranslation('helper');
  return (channel) => t(`channels.${channel}`);
}
