// Issue 14: documenting offline, the outbox and its sync screen.
export const sync = {
  TITLE: 'Warteschlange',
  NAV_LABEL: 'Warteschlange',
  BADGE_DESCRIPTION_one: '{{count}} Aktion wartet auf das Senden',
  BADGE_DESCRIPTION_other: '{{count}} Aktionen warten auf das Senden',
  INTRO:
    'Was du ohne Verbindung dokumentierst, bleibt auf diesem Gerät und wird der Reihe nach gesendet, sobald wieder eine Verbindung besteht.',
  EMPTY: 'Nichts wartet. Alles ist gesendet.',
  LOADING: 'Warteschlange wird geladen …',
  LOAD_ERROR: 'Die Warteschlange auf diesem Gerät konnte nicht gelesen werden.',
  SEND_NOW: 'Jetzt senden',
  RETRY: 'Erneut senden',
  DISCARD: 'Verwerfen',
  DISCARD_CONFIRM: 'Wirklich verwerfen? Die Dokumentation geht dann verloren.',
  CLEAR_DONE: 'Gesendete ausblenden',
  STATE_waiting: 'Wartet',
  STATE_sending: 'Wird gesendet',
  STATE_done: 'Gesendet',
  STATE_failed: 'Fehlgeschlagen',
  KIND_fulfil: 'Dokumentation',
  KIND_paper: 'Foto des Leistungsnachweises',
  KIND_cu_confirmation: 'Unterschrift Bestätigung',
  KIND_cu_declaration: 'Unterschrift Abtretung',
  KIND_cg_confirmation: 'Unterschrift Betreuungskraft',
  SAVED_AT: 'Erfasst {{time}}',
  ATTEMPTS_one: '{{count}} Versuch',
  ATTEMPTS_other: '{{count}} Versuche',
  WHAT_TO_DO_CONFLICT:
    'Die Buchung wurde inzwischen geändert. Prüfe sie und dokumentiere sie gegebenenfalls neu; danach kannst du diesen Eintrag verwerfen.',
  WHAT_TO_DO_RETRY: 'Versuche es später erneut.',
  SIGN_IN_AGAIN:
    'Deine Anmeldung ist abgelaufen. Melde dich erneut an, dann wird die Warteschlange gesendet. Nichts geht verloren.',
  OFFLINE: 'Keine Verbindung. Es wird gesendet, sobald du wieder online bist.',
  OFFLINE_BANNER: 'Offline – Stand der Daten: {{time}}',
  OFFLINE_BANNER_NO_DATA: 'Offline – auf diesem Gerät sind noch keine Daten gespeichert.',
  QUEUED: 'Ohne Verbindung gespeichert. Wird gesendet, sobald du wieder online bist.',
  PRECEDING_FAILED: 'Eine vorherige Aktion dieser Buchung wurde abgelehnt; diese wartet auf sie.',
  KEEP: 'Behalten',
  PENDING_SIGN_IN_one:
    'Auf diesem Gerät wartet {{count}} Aktion. Melde dich an, dann wird sie gesendet.',
  PENDING_SIGN_IN_other:
    'Auf diesem Gerät warten {{count}} Aktionen. Melde dich an, dann werden sie gesendet.',
  BOOKING_LABEL: '{{name}}, {{date}}',
  // Issue 39: what waits on the device shows as waiting, and what needs a connection says so.
  WAITING_TITLE: 'Dokumentation wartet auf Senden',
  WAITING_TEXT:
    'Du hast diesen Termin auf diesem Gerät dokumentiert. Er wird gesendet, sobald du wieder online bist; bis dahin zeigt er deine Angaben.',
  WAITING_FAILED_TEXT:
    'Du hast diesen Termin auf diesem Gerät dokumentiert, aber das Senden wurde abgelehnt. In der Warteschlange siehst du, warum.',
  TO_QUEUE: 'Zur Warteschlange',
  SERVICES_CHOSEN_one: '{{count}} Leistung ausgewählt',
  SERVICES_CHOSEN_other: '{{count}} Leistungen ausgewählt',
  OFFLINE_UNAVAILABLE: 'Offline nicht verfügbar – dafür braucht es eine Verbindung.',
  TO_VISIT: 'Zum Termin',
};
