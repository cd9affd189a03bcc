import type { Mail } from './mailer';

// Every message the server sends, written once: a subject, plain text, and simple HTML with the
// same words and one button. Names and titles come from users, so the HTML escapes them.

const PRODUCT = 'Create Together';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', footer, '', `— ${PRODUCT}`].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#0b0b10;color:#e8e8f0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:520px;margin:0 auto">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${PRODUCT}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7c5cff;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;color:#a0a0b0;font-size:14px">Or open this address: <a href="${escapeHtml(action.url)}" style="color:#b8a8ff">${escapeHtml(action.url)}</a></p>
<p style="margin:24px 0 0;color:#a0a0b0;font-size:14px">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  return compose(
    to,
    `Reset your ${PRODUCT} password`,
    [
      `Hi ${name},`,
      'Someone — hopefully you — asked to reset the password of your account. The link works once, for one hour.',
    ],
    { label: 'Choose a new password', url },
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

export function verifyEmailMail(to: string, name: string, url: string): Mail {
  return compose(
    to,
    `Confirm your email address for ${PRODUCT}`,
    [
      `Hi ${name},`,
      `Confirm that this is your address, so ${PRODUCT} can reach you and you can always get back into your account.`,
    ],
    { label: 'Confirm my address', url },
    'If you did not sign up, ignore this message.',
  );
}

export function invitationMail(to: string, inviterName: string, subjectName: string, url: string): Mail {
  return compose(
    to,
    `${inviterName} invited you to ${subjectName} on ${PRODUCT}`,
    [
      `${inviterName} invited you to join ${subjectName} on ${PRODUCT}, where musicians write, record and finish songs together.`,
      'The link signs you up (or in) and takes you there. It works once, for 30 days.',
    ],
    { label: `Join ${subjectName}`, url },
    'If you do not know the sender, ignore this message.',
  );
}
