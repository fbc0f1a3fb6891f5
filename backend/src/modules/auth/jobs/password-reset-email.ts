/** Escapes text for HTML, so nothing in a link or address can become markup. */
const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The reset e-mail: short, kind, and clear about what to do and what to ignore. */
export function passwordResetEmail(input: {
  link: string;
  validForMinutes: number;
  supportEmail: string;
}): {
  subject: string;
  text: string;
  html: string;
} {
  const { link, validForMinutes, supportEmail } = input;
  const text = [
    'Hello,',
    '',
    'We received a request to reset the password of your Pamphlet Studio account.',
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once, for ${validForMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
    '',
    `If you need help, write to us at ${supportEmail}.`,
    '',
    'With care,',
    'Pamphlet Studio',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f7f4ef;font-family:Georgia,serif;color:#2b2f36">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">Reset your password</h1>
    <p style="font-family:Arial,sans-serif;font-size:15px;line-height:1.6">We received a request to reset the password of your Pamphlet Studio account.</p>
    <p style="margin:28px 0"><a href="${escapeHtml(link)}" style="background:#4a5d52;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-family:Arial,sans-serif;font-size:15px">Choose a new password</a></p>
    <p style="font-family:Arial,sans-serif;font-size:13px;line-height:1.6;color:#5a606b">The link works once, for ${validForMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>
    <p style="font-family:Arial,sans-serif;font-size:13px;line-height:1.6;color:#5a606b">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
    <p style="font-family:Arial,sans-serif;font-size:13px;color:#5a606b">Need help? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>
  </div>
</body></html>`;
  return { subject: 'Reset your Pamphlet Studio password', text, html };
}
