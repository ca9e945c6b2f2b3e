// Texts of the first booking and the contract's confirmation status (spec 1 §4).
export const firstBooking = {
  STATUS_BAR_UNCONFIRMED: 'Ersttermin noch nicht bestätigt',
  STATUS_BAR_CONFIRMED_TODAY: 'Heute bestätigt',
  STATUS_BAR_ATTENTION: 'Achtung: Der Ersttermin ist vorbei. Wie geht es weiter?',
  STATUS_BAR_CONFIRMED: 'Ersttermin bestätigt',
  CHOICE_CONFIRMED: 'Ja, es gibt Folgetermine',
  CHOICE_DEFERRED: 'Vielleicht',
  CHOICE_REJECTED: 'Nein, die Zusammenarbeit endet',
  CHOICE_CONFIRM_DIALOG: 'Bist du sicher?',
  FOLLOW_UP_QUESTION: 'Finden Folgetermine statt?',
};
