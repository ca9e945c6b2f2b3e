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
  // Issue 14: what the signature area says to those who cannot draw in it.
  HOW_TO_SIGN:
    'Unterschrieben wird im Feld mit dem Finger oder einem Eingabestift, am Computer mit der Maus; mit der Tastatur allein geht es nicht.',
  NO_POINTER_CUSTOMER:
    'Kann niemand unterschreiben, wähle unten bei „{{legend}}“ die Antwort „{{nobody}}“.',
  NO_POINTER_ASSIGNMENT:
    'Unterschreibt die Kundin oder der Kunde die Abtretung nicht, wähle unten „{{notSigning}}“.',
  NO_POINTER_GO_BACK:
    'Kann niemand unterschreiben, geh zurück und wähle bei „{{legend}}“ die Antwort „{{nobody}}“.',
  NO_POINTER_CAREGIVER:
    'Kannst du hier nicht unterschreiben, geh zurück zur Zusammenfassung und wähle „{{paper}}“.',
  CONFIRMATION_DIGITAL: 'Der Termin wurde digital unterschrieben und dokumentiert.',
  CONFIRMATION_PAPER: 'Der Papiernachweis wurde hochgeladen und der Termin dokumentiert.',
  SURVEY_NOW: 'Umfrage jetzt ausfüllen',
  SURVEY_LATER: 'Später',
};
