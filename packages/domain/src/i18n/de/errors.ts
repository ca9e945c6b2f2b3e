// Texts the spec quotes for server codes and general errors (spec 1 §8, spec 2 §8).
export const errors = {
  ERROR_UNKNOWN: 'Unbekannter Fehler, bitte versuche es später erneut.',
  UNEXPECTED_ERROR: 'Unerwarteter Fehler: {{code}}',
  INVALID_GRANT: 'E-Mail-Adresse oder Passwort ist falsch.',
  TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  FAILED_TO_FETCH: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
  ERROR_LOADING_DETAILS: 'Fehler beim Laden der Details',
  PASSWORD_RESET_TOKEN_INVALID:
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.',
};
