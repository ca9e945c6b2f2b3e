import { catalogues, type Locale } from '@careport/domain';
import type { MailMessage } from './mailer.js';

/** i18next-style `{{name}}` interpolation, the syntax of the domain's catalogues. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The password-reset mail (spec 2 §5, §7), German by default. The plain-text part carries the
 * link on a line of its own, so it stays readable (and clickable) in an `.eml` from the outbox.
 */
export function composePasswordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
  locale?: Locale;
}): MailMessage {
  const texts = catalogues[options.locale ?? 'de'].mail;
  const values = { firstName: options.firstName, minutes: String(options.validMinutes) };
  const greeting = fill(texts.PASSWORD_RESET_GREETING, values);
  const validity = fill(texts.PASSWORD_RESET_VALIDITY, values);
  const text = [
    greeting,
    '',
    texts.PASSWORD_RESET_INTRO,
    '',
    options.link,
    '',
    validity,
    texts.PASSWORD_RESET_IGNORE,
    '',
    texts.SIGNATURE,
    '',
  ].join('\n');
  const link = escapeHtml(options.link);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.PASSWORD_RESET_INTRO)}</p>`,
    `<p><a href="${link}">${escapeHtml(texts.PASSWORD_RESET_BUTTON)}</a></p>`,
    `<p>${link}</p>`,
    `<p>${escapeHtml(validity)}<br>${escapeHtml(texts.PASSWORD_RESET_IGNORE)}</p>`,
    `<p>${escapeHtml(texts.SIGNATURE)}</p>`,
  ].join('\n');
  return { to: options.to, subject: texts.PASSWORD_RESET_SUBJECT, text, html };
}
