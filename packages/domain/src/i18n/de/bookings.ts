// Texts of the booking rules: list labels (spec 1 §4), diary and reminder (spec 1 §2, §6).
export const bookings = {
  LABEL_INVOICED: 'abgerechnet',
  LABEL_SURVEY_NEEDED: 'Umfrage ausstehend',
  LABEL_MISSING_SURVEY_AND_BOOKING_ON_PAPER: 'Umfrage fehlt und Buchung auf Papier',
  LABEL_SIGNED_VIA_PAPER: 'auf Papier unterschrieben',
  LABEL_UNDOCUMENTED: 'undokumentiert',
  LABEL_FIRST_BOOKING_UNCONFIRMED: 'Ersttermin unbestätigt',
  LABEL_FIRST_BOOKING_CONFIRMED: 'Ersttermin bestätigt',
  LABEL_FIRST_BOOKING_DECLINED: 'Ersttermin abgelehnt',
  LABEL_WAITING_TO_SEND: 'wartet auf Senden',
  TAB_UPCOMING: 'Anstehend',
  TAB_PAST: 'Vergangen',
  DOCUMENT_NOW: 'Jetzt dokumentieren',
  LATER: 'Später',
  REMINDER_TITLE: 'Undokumentierte Termine',
  REMINDER_TEXT: 'Diese vergangenen Termine sind noch nicht dokumentiert.',
  DURATION_WARNING: 'Bitte prüfe, ob das korrekt ist',
  DURATION_ERROR: 'Bitte korrigiere den Zeitraum',
  // issue 16 §13: i18next's plural forms instead of 'Termin(en)'.
  OVERLAP_COUNT_one: 'Überschneidet sich mit {{count}} Termin',
  OVERLAP_COUNT_other: 'Überschneidet sich mit {{count}} Terminen',
  COLLABORATION_ENDS_ON: 'Die Zusammenarbeit endet am {{date}}',
};
