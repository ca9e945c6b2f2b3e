export const push = {
  NEW_PROPOSAL_TITLE: 'Neuer Vorschlag',
  NEW_PROPOSAL_BODY: 'Dir wurde ein neuer Kunde in {{city}} vorgeschlagen.',
  CONTRACT_WAS_CREATED_TITLE: 'Neuer Vertrag',
  CONTRACT_WAS_CREATED_BODY:
    'Dein neuer Kunde in {{city}} wartet auf deinen Anruf innerhalb von 24 Stunden.',
  DOCUMENT_BOOKING_TITLE: 'Einsatz dokumentieren',
  DOCUMENT_BOOKING_BODY: 'Dein Einsatz vom {{date}} ist noch nicht dokumentiert.',
  FIRST_CALL_TITLE: 'Erstgespräch fehlt',
  FIRST_CALL_BODY:
    'Bitte ruf deinen neuen Kunden in {{city}} an: Es bleiben noch {{hours}} Stunden.',
  PROPOSAL_EXPIRES_TITLE: 'Vorschlag läuft ab',
  PROPOSAL_EXPIRES_BODY: 'Ein Vorschlag in {{city}} läuft bald ab. Bitte antworte.',
  // Issue 12, spec 2 §4: the check on the 3rd found no service documentation.
  SERVICE_DOCUMENTATION_OVERDUE_TITLE: 'Leistungsnachweis fehlt',
  SERVICE_DOCUMENTATION_OVERDUE_BODY:
    'Der Leistungsnachweis für {{month}} fehlt noch. Bitte lade ihn jetzt hoch.',
  // Issue 40: the provider plans an employee's visits (booking_planned opens the booking).
  BOOKING_PLANNED_TITLE: 'Neuer Einsatz',
  BOOKING_PLANNED_BODY: 'Für dich wurde ein Einsatz am {{date}} um {{time}} in {{city}} geplant.',
  BOOKING_SERIES_PLANNED_BODY:
    'Für dich wurden {{count}} Einsätze ab {{date}} um {{time}} in {{city}} geplant.',
  BOOKING_MOVED_TITLE: 'Einsatz verschoben',
  BOOKING_MOVED_BODY: 'Dein Einsatz in {{city}} ist jetzt am {{date}} um {{time}}.',
  BOOKING_CANCELLED_TITLE: 'Einsatz abgesagt',
  BOOKING_CANCELLED_BODY: 'Dein Einsatz am {{date}} um {{time}} in {{city}} wurde abgesagt.',
  DAILY_MAIL_SUBJECT: 'Careport: Deine Erinnerungen',
  DAILY_MAIL_INTRO: 'Hallo {{firstName}}, das wartet in Careport auf dich:',
  CARD_TITLE: 'Benachrichtigungen',
  CARD_TEXT:
    'Careport meldet sich bei neuen Vorschlägen, neuen Verträgen und undokumentierten Einsätzen, auch wenn die App geschlossen ist.',
  CARD_ENABLE: 'Benachrichtigungen einschalten',
  CARD_LATER: 'Später',
  IOS_HINT:
    'Auf dem iPhone: Tippe auf „Teilen“ und „Zum Home-Bildschirm“, öffne Careport von dort und schalte dann die Benachrichtigungen ein.',
  UNSUPPORTED: 'Dieser Browser kann keine Benachrichtigungen empfangen.',
  DENIED:
    'Benachrichtigungen sind für Careport blockiert. Du kannst sie in den Browser-Einstellungen erlauben.',
  SWITCH_LABEL: 'Benachrichtigungen auf diesem Gerät',
  SWITCH_ERROR: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
};
