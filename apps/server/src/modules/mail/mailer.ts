import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One message, written in plain text and in simple HTML (messages.ts). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes. `post` hands a message on and returns at once: a request never waits for, nor
 * tells anything by, the mail server's answer (a reset asked for an unknown address answers as fast
 * as for a known one). Failures are retried a few times, then logged.
 */
export interface Mailer {
  /** SMTP_URL is set: messages go out. Otherwise they are dropped with a log line, and features that need mail say so. */
  readonly enabled: boolean;
  post(mail: Mail): void;
  /** Resolves when every message posted so far is sent or given up on (app close, tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

interface Transport {
  sendMail(mail: Mail & { from: string }): Promise<unknown>;
  close(): void;
}

/** nodemailer over SMTP_URL (STARTTLS when the server offers it; smtps:// for TLS from the start). */
export function smtpMailer(
  { smtpUrl, from }: { smtpUrl: string; from: string },
  log: FastifyBaseLogger,
  transport: Transport = nodemailer.createTransport(smtpUrl),
  retryDelaysMs = RETRY_DELAYS_MS,
): Mailer {
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function deliver(mail: Mail): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await transport.sendMail({ ...mail, from });
        return;
      } catch (err) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closed) {
          log.error({ err, subject: mail.subject }, 'Mail could not be sent');
          return;
        }
        log.warn({ err, attempt: attempt + 1 }, 'Mail not sent yet; trying again');
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  return {
    enabled: true,
    post(mail) {
      const sending = deliver(mail).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.drain();
      closed = true;
      transport.close();
    },
  };
}

/** No SMTP_URL: nothing goes out; what would have is logged (its subject, never its link). */
export function noMailer(log: FastifyBaseLogger): Mailer {
  return {
    enabled: false,
    post(mail) {
      log.info({ subject: mail.subject }, 'Mail is off (SMTP_URL is not set); a message was not sent');
    },
    drain: async () => undefined,
    close: async () => undefined,
  };
}
