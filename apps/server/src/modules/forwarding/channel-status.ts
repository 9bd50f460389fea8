import type { ForwardingChannelName, ForwardingChannelState } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';

/**
 * Each channel's state for the admin screen (issue 20): off, listening, or failed to start; when
 * the last message came and the last failure with a short reason. Kept in memory: it describes
 * this process, and a restart starts it afresh.
 */
export type ChannelStatus = ReturnType<typeof createChannelStatus>;

export function createChannelStatus(clock: Clock, enabled: Record<ForwardingChannelName, boolean>) {
  const states: Record<ForwardingChannelName, ForwardingChannelState> = {
    email: blank('email', enabled.email),
    sms: blank('sms', enabled.sms),
  };
  return {
    listening(channel: ForwardingChannelName): void {
      states[channel].state = 'listening';
    },
    startFailed(channel: ForwardingChannelName, reason: string): void {
      states[channel].state = 'failed';
      this.failure(channel, reason);
    },
    message(channel: ForwardingChannelName): void {
      states[channel].lastMessageAt = clock.now().toISOString();
    },
    /** `reason` is for operators and must hold no address, number or message text. */
    failure(channel: ForwardingChannelName, reason: string): void {
      states[channel].lastFailureAt = clock.now().toISOString();
      states[channel].lastFailure = reason.slice(0, 200);
    },
    snapshot(): ForwardingChannelState[] {
      return [{ ...states.email }, { ...states.sms }];
    },
  };
}

function blank(channel: ForwardingChannelName, enabled: boolean): ForwardingChannelState {
  return {
    channel,
    // SMS needs no listener of its own: it is a route, ready when configured.
    state: enabled && channel === 'sms' ? 'listening' : 'off',
    lastMessageAt: null,
    lastFailureAt: null,
    lastFailure: null,
  };
}
