// Texts of the employee's signature flow (spec 1 §2 Fulfil booking, §4 routing).
export const signature = {
  STEP_1: 'Datum und Uhrzeit bestätigen',
  STEP_2: 'Zusammenfassung',
  STEP_3: 'Unterschrift Kunde: Terminbestätigung',
  STEP_4: 'Unterschrift Kunde: Abtretungserklärung',
  STEP_5: 'Hinweis zur Privatzahlung',
  STEP_6: 'Unterschrift Betreuungskraft',
  WAY_PAPER: 'Klassisch (Foto des Papiernachweises)',
  WAY_DIGITAL: 'Digital',
  NOT_SIGNING: 'Nicht unterschreiben und privat zahlen',
  PRIVATE_PAYMENT_WARNING:
    'Ohne Abtretungserklärung wird der Termin privat abgerechnet. Möchtest du fortfahren?',
  PRIVATE_PAYMENT_AGREE: 'Ja, privat zahlen',
  PRIVATE_PAYMENT_REFUSE: 'Nein, zurück',
  SWITCH_BACK_TO_INSURANCE: 'Zurück zur Kostenübernahme durch die Kasse',
  UNDO: 'Rückgängig',
  REPEAT: 'Wiederholen',
  ENLARGE: 'Vergrößern',
  CONFIRMATION_DIGITAL: 'Der Termin wurde digital unterschrieben und dokumentiert.',
  CONFIRMATION_PAPER: 'Der Papiernachweis wurde hochgeladen und der Termin dokumentiert.',
  SURVEY_NOW: 'Umfrage jetzt ausfüllen',
  SURVEY_LATER: 'Später',
};
