// Texts of the auth area (spec 2 §2, §5, §8: login, password reset). German is the reference.
export const auth = {
  LOGIN_TITLE: 'Anmelden',
  LOGIN_INTRO: 'Willkommen bei Careport! Melde dich mit deiner E-Mail-Adresse an.',
  USERNAME_LABEL: 'E-Mail-Adresse',
  PASSWORD_LABEL: 'Passwort',
  SHOW_PASSWORD: 'Passwort anzeigen',
  LOGIN_SUBMIT: 'Anmelden',
  LOGIN_FAILED_TITLE: 'Anmeldung fehlgeschlagen',
  APPLICATION_NOT_COMPLETED:
    'Deine Bewerbung ist noch nicht abgeschlossen. Schließe sie im Bewerberportal ab; danach kannst du dich hier anmelden.',
  FORGOT_PASSWORD_LINK: 'Passwort vergessen?',
  NO_ACCOUNT: 'Noch nicht bei Careport?',
  APPLY_LINK: 'Jetzt als Betreuungskraft bewerben',
  OPENS_IN_NEW_TAB: '(öffnet in einem neuen Tab)',
  PASSWORD_CHANGED_TITLE: 'Passwort geändert',
  PASSWORD_CHANGED_MESSAGE:
    'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  REQUEST_RESET_TITLE: 'Passwort zurücksetzen',
  REQUEST_RESET_INTRO:
    'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
  EMAIL_LABEL: 'E-Mail-Adresse',
  REQUEST_RESET_SUBMIT: 'Link anfordern',
  REQUEST_RESET_SENT_TITLE: 'Schau in dein Postfach',
  REQUEST_RESET_SENT_MESSAGE:
    'Wenn die Adresse {{email}} bei uns bekannt ist, haben wir dir einen Link zum Zurücksetzen deines Passworts geschickt. Bitte sieh auch im Spam-Ordner nach.',
  REQUEST_FAILED_TITLE: 'Das hat leider nicht geklappt',
  BACK_TO_LOGIN: 'Zurück zur Anmeldung',
  NEW_PASSWORD_TITLE: 'Neues Passwort festlegen',
  NEW_PASSWORD_INTRO:
    'Wähle ein neues Passwort für {{email}}. Es muss mindestens 6 Zeichen lang sein.',
  NEW_PASSWORD_LABEL: 'Neues Passwort',
  NEW_PASSWORD_CONFIRMATION_LABEL: 'Neues Passwort wiederholen',
  NEW_PASSWORD_SUBMIT: 'Passwort speichern',
  REQUEST_NEW_LINK: 'Neuen Link anfordern',
  // Issue 14: on the sign-in screen, documentation kept from a session that ended.
  PENDING_OUTBOX_one:
    'Auf diesem Gerät wartet {{count}} Aktion. Melde dich an, dann wird sie gesendet.',
  PENDING_OUTBOX_other:
    'Auf diesem Gerät warten {{count}} Aktionen. Melde dich an, dann werden sie gesendet.',
};
