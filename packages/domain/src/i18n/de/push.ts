export const push = {
  NEW_PROPOSAL_TITLE: 'Neuer Vorschlag',
  NEW_PROPOSAL_BODY: 'Ein neuer Kunde in {{city}} wurde Ihnen vorgeschlagen.',
  CONTRACT_WAS_CREATED_TITLE: 'Neuer Vertrag',
  CONTRACT_WAS_CREATED_BODY:
    'Ihr neuer Kunde in {{city}} wartet auf Ihren Anruf innerhalb von 24 Stunden.',
  DOCUMENT_BOOKING_TITLE: 'Einsatz dokumentieren',
  DOCUMENT_BOOKING_BODY: 'Ihr Einsatz vom {{date}} ist noch nicht dokumentiert.',
  FIRST_CALL_TITLE: 'Erstgespräch fehlt',
  FIRST_CALL_BODY:
    'Bitte rufen Sie Ihren neuen Kunden in {{city}} an: Es bleiben noch {{hours}} Stunden.',
  PROPOSAL_EXPIRES_TITLE: 'Vorschlag läuft ab',
  PROPOSAL_EXPIRES_BODY: 'Ein Vorschlag in {{city}} läuft bald ab. Bitte antworten Sie.',
  // Issue 12, spec 2 §4: the check on the 3rd found no service documentation.
  SERVICE_DOCUMENTATION_OVERDUE_TITLE: 'Leistungsnachweis fehlt',
  SERVICE_DOCUMENTATION_OVERDUE_BODY:
    'Der Leistungsnachweis für {{month}} fehlt noch. Bitte laden Sie ihn jetzt hoch.',
  DAILY_MAIL_SUBJECT: 'Careport: Ihre Erinnerungen',
  DAILY_MAIL_INTRO: 'Hallo {{firstName}}, das wartet in Careport auf Sie:',
  CARD_TITLE: 'Benachrichtigungen',
  CARD_TEXT:
    'Careport meldet sich bei neuen Vorschlägen, neuen Verträgen und undokumentierten Einsätzen, auch wenn die App geschlossen ist.',
  CARD_ENABLE: 'Benachrichtigungen einschalten',
  CARD_LATER: 'Später',
  IOS_HINT:
    'Auf dem iPhone: Tippen Sie auf „Teilen“ und „Zum Home-Bildschirm“, öffnen Sie Careport von dort und schalten Sie dann die Benachrichtigungen ein.',
  UNSUPPORTED: 'Dieser Browser kann keine Benachrichtigungen empfangen.',
  DENIED:
    'Benachrichtigungen sind für Careport blockiert. Sie können sie in den Browser-Einstellungen erlauben.',
  SWITCH_LABEL: 'Benachrichtigungen auf diesem Gerät',
  SWITCH_ERROR: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
};
