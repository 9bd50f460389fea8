import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../adapters/clock.js';
import type { Orm } from '../../db/database.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import { createChannelStatus, type ChannelStatus } from './channel-status.js';
import type { ForwardingSettings } from './forwarding.config.js';
import { createForwardingRepository } from './forwarding.repository.js';
import { forwardingRoutes } from './forwarding.routes.js';
import { createForwardingService, type ForwardingService } from './forwarding.service.js';
import { readMail } from './read-mail.js';
import { createRelayMailer } from './relay-mailer.js';
import { startSmtpListener, type SmtpListener } from './smtp-listener.js';

export interface ForwardingPluginOptions {
  settings: ForwardingSettings;
  orm: Orm;
  clock: Clock;
  analysis: AnalysisService;
  publicUrl: string;
  secret: string;
  maxImageBytes: number;
}

export interface ForwardingHandle {
  service: ForwardingService;
  status: ChannelStatus;
  /**
   * Starts the `check@` listener when configured (main.ts after listen; tests call it): its
   * port, or null when e-mail checking is off. app.close() stops it.
   */
  startEmailListener(): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forwarding: ForwardingHandle;
  }
}

/** Checking by forwarding (issue 20, decision 0053): e-mail in and out, SMS webhook, linking. */
export const forwardingPlugin = fp<ForwardingPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { settings } = options;
    const status = createChannelStatus(options.clock, {
      email: settings.email !== null,
      sms: settings.sms !== null,
    });
    const mailer =
      settings.relayUrl === null || settings.replyFrom === null
        ? null
        : createRelayMailer(settings.relayUrl, settings.replyFrom);
    const service = createForwardingService({
      settings,
      repository: createForwardingRepository(options.orm),
      analysis: options.analysis,
      clock: options.clock,
      mailer,
      status,
      publicUrl: options.publicUrl,
      secret: options.secret,
    });
    let listener: SmtpListener | null = null;

    app.decorate('forwarding', {
      service,
      status,
      async startEmailListener() {
        const email = settings.email;
        if (email === null) return null;
        if (listener !== null) return listener.port;
        try {
          listener = await startSmtpListener({
            ...email,
            onMail: async (mail) =>
              service.handleEmail(mail.envelopeFrom, await readMail(mail.raw)),
            onError: (reason) => {
              status.failure('email', reason);
              app.log.warn({ reason }, 'forwarding: e-mail failure');
            },
          });
        } catch (error) {
          status.startFailed('email', error instanceof Error ? error.message : 'listen failed');
          throw error;
        }
        status.listening('email');
        app.log.info(
          { port: listener.port, host: email.host },
          'forwarding: check@ listener ready',
        );
        return listener.port;
      },
    } satisfies ForwardingHandle);

    app.addHook('onClose', async () => {
      await listener?.close();
      mailer?.close();
    });

    await app.register(forwardingRoutes, {
      service,
      status,
      settings,
      publicUrl: options.publicUrl,
      maxImageBytes: options.maxImageBytes,
    });
  },
  { name: 'forwarding' },
);
