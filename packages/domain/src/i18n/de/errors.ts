// Texts the spec quotes for server codes and general errors (spec 1 §8, spec 2 §8). Server codes
// are keyed by the code itself, so errorMessageKey() can map a code straight to its text.
export const errors = {
  ERROR_UNKNOWN: 'Unbekannter Fehler, bitte versuche es später erneut.',
  UNEXPECTED_ERROR: 'Unerwarteter Fehler: {{code}}',
  UNEXPECTED_SERVER_ERROR: 'Unerwarteter Serverfehler',
  ERROR_RESPONSE: 'Fehler: {{code}}',
  ERROR_RESPONSE_FOR_SLOT: '{{date}} {{time}}: {{message}}',
  INVALID_GRANT: 'E-Mail-Adresse oder Passwort ist falsch.',
  TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  FAILED_TO_FETCH: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
  ERROR_LOADING_DETAILS: 'Fehler beim Laden der Details',
  PASSWORD_RESET_TOKEN_INVALID:
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.',
  BOOKING_INVALID_ID: 'Ungültige Buchungs-ID',
  BOOKING_INVALID_SERVICE: 'Ungültige Leistung',
  BOOKING_IS_FULFILLED: 'Diese Buchung ist bereits dokumentiert.',
  BOOKING_IS_INVOICED: 'Diese Buchung ist bereits abgerechnet.',
  BOOKING_IS_OVERLAPPING: 'Diese Buchung überschneidet sich mit einer anderen Buchung.',
  BOOKING_NOT_FOUND: 'Buchung nicht gefunden',
  BOOKING_VALIDATION_OVERLAPS: 'Der Termin überschneidet sich mit einem anderen Termin.',
  CANNOT_DESERIALIZE_REQUEST_DATA: 'Die Anfrage konnte nicht gelesen werden.',
  CONTRACT_INVALID_ID: 'Ungültige Vertrags-ID',
  CONTRACT_NOT_FOUND: 'Vertrag nicht gefunden',
  INTERNAL_SERVER_ERROR: 'Interner Serverfehler',
  PROPOSAL_INVALID_SERVICE_REQUEST_ID: 'Ungültige Anfrage-ID',
  PROPOSAL_NOT_FOUND: 'Anfrage nicht gefunden',
  PROPOSAL_ALREADY_ACCEPTED: 'Diese Anfrage wurde bereits angenommen.',
  SERVICE_DOCUMENTATION_UPLOAD_FAILED: 'Hochladen des Leistungsnachweises fehlgeschlagen',
  PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND: 'Kein Bild gefunden',
  OAUTH_ERROR: 'Anmeldung beim Server fehlgeschlagen',
  UNAUTHORIZED: 'Bitte melde dich erneut an.',
  FORBIDDEN: 'Dafür fehlt dir die Berechtigung.',
  NOT_FOUND: 'Nicht gefunden',
  BOOKING_TOO_LONG:
    'Diese Buchung dauert länger als 8,5 Stunden und kann so nicht erstellt werden. Bitte korrigiere den Zeitraum.',
  BOOKING_END_BEFORE_START: 'Das Ende des Termins muss nach seinem Beginn liegen.',
  BOOKING_NOT_STARTED:
    'Dieser Termin hat noch nicht begonnen und kann noch nicht dokumentiert werden.',
  BOOKING_IS_FIRST_BOOKING:
    'Der erste Termin mit einer Kundin oder einem Kunden kann nicht gelöscht werden.',
  BOOKING_IS_NOT_FIRST_BOOKING:
    'Nur der erste Termin mit einer Kundin oder einem Kunden kann bestätigt werden.',
  CONTRACT_INACTIVE: 'Die Zusammenarbeit ist beendet. Es können keine Termine mehr geplant werden.',
  BOOKING_AFTER_CONTRACT_END:
    'Die Zusammenarbeit endet vor diesem Termin. Bitte wähle einen früheren Zeitpunkt.',
  CANCELLATION_REASON_INVALID: 'Bitte wähle einen gültigen Grund aus.',
  IMAGE_INVALID: 'Das Bild konnte nicht gelesen werden. Bitte lade ein PNG- oder JPEG-Bild hoch.',
  IMAGE_TOO_LARGE: 'Das Bild ist zu groß (höchstens 5 MB).',
  DOWNLOAD_TOKEN_INVALID: 'Dieser Download-Link ist ungültig oder abgelaufen.',
  PROOF_NOT_AVAILABLE: 'Einen Leistungsnachweis gibt es erst, wenn der Termin dokumentiert ist.',
  QUERY_TOO_COMPLEX: 'Diese Anfrage ist zu umfangreich. Bitte frage weniger auf einmal ab.',

  FIRST_BOOKING_NOT_FULFILLED:
    'Weitere Termine können erst geplant werden, wenn der erste Termin dokumentiert ist.',
  CONTRACT_CONFIRMATION_NOT_ALLOWED:
    'Die Zusammenarbeit kann erst nach dem ersten bestätigten Termin bewertet werden.',
  ERROR_BOOKING_GREATER_THAN_3_HOURS:
    'Diese Buchung dauert länger als 3 Stunden. Bitte prüfen, ob das korrekt ist.',
  ERROR_BOOKING_GREATER_THAN_8_5_HOURS:
    'Diese Buchung dauert länger als 8,5 Stunden und kann so nicht erstellt werden. Bitte korrigiere den Zeitraum.',
  BOOKING_OR_CONTRACT_NOT_FOUND_ERROR: 'Fehler',
  BOOKING_OR_CONTRACT_NOT_FOUND_ERROR_MESSAGE:
    "Ups! Dieser Eintrag wurde gelöscht. Hier gibt's nichts mehr zu sehen!",
  FULFIL_FAILED:
    'Entweder überschneidet sich die Termin mit einem anderen Termin, oder der Termin wurde bereits dokumentiert',
  SIGNATURE_UPLOAD_FAILED:
    'Beim Speichern der Unterschrift ist ein Fehler aufgetreten, bitte versuche es erneut',
  IMAGE_UPLOAD_FAILED: 'Bild hochladen fehlgeschlagen',
  IMAGE_UPLOAD_SUCCEEDED: 'Bild hochgeladen',
  WEB_VERSION_NOT_SUPPORTED: 'In der Webversion nicht unterstützt',
  PDF_LOAD_FAILED: 'Leider ist ein Fehler aufgetreten!',
  // Issue 14: idempotency keys of offline replays.
  IDEMPOTENCY_KEY_INVALID: 'Die Anfrage trägt einen ungültigen Wiederholungsschlüssel.',
  IDEMPOTENCY_KEY_REUSED:
    'Diese Aktion wurde unter demselben Schlüssel schon mit anderen Angaben gesendet und nicht noch einmal ausgeführt.',
  IDEMPOTENCY_KEY_IN_PROGRESS:
    'Diese Aktion wird gerade schon verarbeitet. Bitte versuche es gleich noch einmal.',
  // Issue 42.
  PUSH_SUBSCRIPTION_TAKEN:
    'Dieses Gerät erhält Benachrichtigungen für ein anderes Konto. Melde dich dort zuerst ab.',
  BOOKING_RATE_LIMIT:
    'Du hast in kurzer Zeit mehr Termine angelegt, als man von Hand plant. Bitte versuche es später erneut.',
  // Issue 39.
  BOOKING_NOT_FULFILLED: 'Die Umfrage gibt es erst, wenn der Termin dokumentiert ist.',
  BOOKING_PROOF_MISSING:
    'Lade zuerst ein Foto des unterschriebenen Leistungsnachweises hoch oder lass digital unterschreiben.',
};
