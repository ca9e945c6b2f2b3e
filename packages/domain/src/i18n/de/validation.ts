// spec 1 §5, spec 2 §5: form messages, keyed as the schemas in validation/ name them.
export const validation = {
  VALIDATION_REQUIRED: 'Erforderlich',
  VALIDATION_EMAIL: 'E-Mail-Adresse ist ungültig',
  VALIDATION_PASSWORD_MIN_LENGTH: 'Das Passwort muss mindestens 6 Zeichen lang sein',
  VALIDATION_PASSWORDS_MUST_MATCH: 'Die Passwörter müssen übereinstimmen',
};
