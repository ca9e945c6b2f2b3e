// Texts of the proposal rules (spec 1 §4).
export const proposals = {
  UNAVAILABLE_TITLE: 'Anfrage nicht mehr verfügbar',
  UNAVAILABLE_SUBTITLE: 'Die Anfrage wurde an jemand anderen vergeben oder ist abgelaufen.',
  AUTO_ACCEPT_HINT: 'Die Anfrage wird automatisch angenommen.',
};
