// Texts of the mail area (the password-reset mail of spec 2 §5, §7). German is the reference
// catalogue; the server fills {{placeholders}} itself.
export const mail = {
  PASSWORD_RESET_SUBJECT: 'Careport: Passwort zurücksetzen',
  PASSWORD_RESET_GREETING: 'Hallo {{firstName}},',
  PASSWORD_RESET_INTRO:
    'du hast angefordert, dein Passwort für Careport zurückzusetzen. Über diesen Link kannst du ein neues Passwort festlegen:',
  PASSWORD_RESET_VALIDITY:
    'Der Link ist {{minutes}} Minuten gültig und kann nur einmal verwendet werden.',
  PASSWORD_RESET_IGNORE:
    'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Dein Passwort bleibt dann unverändert.',
  PASSWORD_RESET_BUTTON: 'Neues Passwort festlegen',
  SIGNATURE: 'Dein Careport-Team',
};
