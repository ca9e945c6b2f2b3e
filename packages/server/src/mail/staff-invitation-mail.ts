import type { MailMessage } from './mailer.js';

// Issue 40: the invitation to the console. Staff have no language setting before they sign in,
// so the mail speaks German first and English below it (the console is German first, English).

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    intro:
      'Sie wurden zur Careport-Konsole eingeladen. Über diesen Link legen Sie Ihr Passwort fest und richten Ihre Authenticator-App ein:',
    validity: (hours: number) => `Der Link ist ${hours} Stunden gültig und nur einmal verwendbar.`,
    ignore: 'Wenn Sie keine Einladung erwartet haben, ignorieren Sie diese E-Mail.',
    button: 'Einladung annehmen',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    intro:
      'You have been invited to the Careport console. Use this link to set your password and your authenticator app:',
    validity: (hours: number) => `The link is valid for ${hours} hours and works once.`,
    ignore: 'If you did not expect an invitation, ignore this e-mail.',
    button: 'Accept the invitation',
  },
};

export function composeStaffInvitationMail(options: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): MailMessage {
  const paragraphs = (['de', 'en'] as const).map((locale) => {
    const texts = TEXTS[locale];
    return {
      greeting: texts.greeting(options.name),
      intro: texts.intro,
      validity: texts.validity(options.validHours),
      ignore: texts.ignore,
      button: texts.button,
    };
  });
  const text = paragraphs
    .flatMap((p) => [
      p.greeting,
      '',
      p.intro,
      '',
      options.link,
      '',
      p.validity,
      p.ignore,
      '',
      '---',
      '',
    ])
    .concat(['Careport', ''])
    .join('\n');
  const link = escapeHtml(options.link);
  const html = paragraphs
    .map((p) =>
      [
        `<p>${escapeHtml(p.greeting)}</p>`,
        `<p>${escapeHtml(p.intro)}</p>`,
        `<p><a href="${link}">${escapeHtml(p.button)}</a></p>`,
        `<p>${link}</p>`,
        `<p>${escapeHtml(p.validity)}<br>${escapeHtml(p.ignore)}</p>`,
      ].join('\n'),
    )
    .join('\n<hr>\n');
  return {
    to: options.to,
    subject: 'Einladung zur Careport-Konsole / Invitation to the Careport console',
    text,
    html: `${html}\n<p>Careport</p>`,
  };
}
