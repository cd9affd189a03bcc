import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The message as it arrived, every part decoded (quoted-printable or base64). */
  body: string;
  /** The first address in the text part that goes to `path` (e.g. "/reset-password"). */
  link(path: string): URL;
}

/** Quoted-printable (RFC 2045) and base64 parts, decoded to text; enough for nodemailer's output. */
function decodeParts(raw: string): string {
  const sections = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return sections
    .map((section) => {
      const [head = '', ...rest] = section.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = content
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return `${head}\n\n${Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      return section;
    })
    .join('\n');
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  // RFC 2047 words nodemailer uses for non-ASCII subjects: =?UTF-8?Q?…?= or =?UTF-8?B?…?=
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s?/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps what it is sent.
 * `config()` gives the app's mail settings for it; `next(to)` waits for the next message to `to`.
 */
export function useMailbox() {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  function deliver(mail: ReceivedMail) {
    const index = waiting.findIndex((w) => mail.to.includes(w.to.toLowerCase()));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(mail);
    else received.push(mail);
  }

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'], // plain SMTP on loopback; production mail servers offer TLS
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const body = decodeParts(raw);
          deliver({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: header(raw, 'From'),
            subject: header(raw, 'Subject'),
            body,
            link(path) {
              const match = body.match(
                new RegExp(`https?://[^\\s"<>]+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]*`),
              );
              if (!match) throw new Error(`No link to ${path} in:\n${body}`);
              return new URL(match[0].replace(/&amp;/g, '&'));
            },
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    /** The app's config.mail for this server. */
    config: () => ({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Create Together <hello@create-together.test>',
    }),
    /** The next message to `to` (one already here first), or a failure after `timeoutMs`. */
    next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const index = received.findIndex((mail) => mail.to.includes(to.toLowerCase()));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as ReceivedMail);
      return new Promise((resolve, reject) => {
        const entry = { to, resolve };
        waiting.push(entry);
        setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    /** Messages that arrived and nobody has taken (to check that none was sent). */
    unclaimed: () => [...received],
  };
}
