// No zod here (and none imported): the web client's home page uses these values, and it ships
// without zod (issue 9: home ≤ 150 KB of JavaScript). The schemas built from them stay in taxonomy.ts.

/** How a message reached the person (ChannelSchema's values). */
export const CHANNELS = ['email', 'sms', 'phone', 'social', 'web'] as const;
