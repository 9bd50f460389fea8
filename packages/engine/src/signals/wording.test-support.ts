import { prepareMessage } from '../pipeline.js';

type Channel = 'sms' | 'social' | 'phone' | 'web' | 'email';

/** A probe wording as the engine reads it on a channel (the modern-wording tests). */
export const on = (text: string, channel: Channel) => prepareMessage(text, channel, 'text');
