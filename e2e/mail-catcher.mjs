// The e2e suite's mail server: a real SMTP server (the `smtp-server` package) that the product mails
// through (SMTP_URL), and a small HTTP side for the tests to read what arrived, newest first:
// GET /mail?to=<address> → [{ to, subject, text }]. Started by playwright.config.ts beside the app.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 3126);
const received = [];

/** The text part of a nodemailer message, quoted-printable undone (enough to find its links). */
function textOf(raw) {
  const unfolded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(unfolded, 'latin1').toString('utf8');
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
      for (const { address } of session.envelope.rcptTo) {
        received.unshift({ to: address.toLowerCase(), subject, text: textOf(raw) });
      }
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received.filter((mail) => !to || mail.to === to)));
}).listen(httpPort, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
