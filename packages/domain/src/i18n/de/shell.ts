// Texts of the app's frame (spec 2 §2: side menu, bottom tabs, start-up, errors) and of the
// areas' pages until their issues build them. German is the reference catalogue.
export const shell = {
  SKIP_TO_CONTENT: 'Zum Inhalt springen',
  MAIN_MENU: 'Hauptmenü',
  TAB_BAR: 'Schnellzugriff',
  OPEN_MENU: 'Menü öffnen',
  CLOSE_MENU: 'Menü schließen',
  CLOSE_DIALOG: 'Schließen',
  CLOSE_NOTICE: 'Hinweis schließen',
  NAV_DASHBOARD: 'Dashboard',
  NAV_CUSTOMERS: 'Kunden',
  NAV_BOOKINGS: 'Kalender',
  NAV_ACCOUNT: 'Konto',
  LOGOUT: 'Abmelden',
  OPEN_PROPOSALS_one: '{{badge}} offener Vorschlag',
  OPEN_PROPOSALS_other: '{{badge}} offene Vorschläge',
  UNDOCUMENTED_BOOKINGS_one: '{{badge}} Termin noch nicht dokumentiert',
  UNDOCUMENTED_BOOKINGS_other: '{{badge}} Termine noch nicht dokumentiert',
  LANGUAGE_LABEL: 'Sprache',
  LOADING: 'Careport wird geladen …',
  START_ERROR_TITLE: 'Careport konnte nicht starten',
  START_ERROR_MESSAGE:
    'Der Server ist gerade nicht erreichbar. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  RETRY: 'Erneut versuchen',
  START_OFFLINE:
    'Keine Verbindung: Careport startet von selbst, sobald das Gerät wieder online ist.',
  PAGE_ERROR_TITLE: 'Hier ist etwas schiefgelaufen',
  PAGE_ERROR_MESSAGE:
    'Diese Seite konnte nicht angezeigt werden. Lade die App neu, um es noch einmal zu versuchen.',
  RELOAD: 'Neu laden',
  NOT_FOUND_TITLE: 'Seite nicht gefunden',
  NOT_FOUND_MESSAGE: 'Diese Seite gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert.',
  BACK_TO_DASHBOARD: 'Zum Dashboard',
  GREETING: 'Hallo {{firstName}}!',
  DASHBOARD_COMING:
    'Hier siehst du bald auf einen Blick deinen nächsten Termin, neue Vorschläge, deine Statistik und die kommenden Termine.',
  CUSTOMERS_COMING:
    'Hier erscheinen bald deine Kunden mit ihren Verträgen, neue Vorschläge zum Annehmen oder Ablehnen und die monatlichen Leistungsnachweise.',
  ACCOUNT_COMING:
    'Bald verwaltest du hier auch dein Profil, deine Verfügbarkeit und Abwesenheiten, Kontakt-, Bank- und Steuerdaten, Rechnungen, deinen Empfehlungscode und findest das Hilfe-Center.',
  ACCOUNT_DETAILS: 'Deine Daten',
  NAME_LABEL: 'Name',
  EMAIL_LABEL: 'E-Mail-Adresse',
  EMPLOYMENT_LABEL: 'Tätigkeit',
  EMPLOYED: 'Angestellt bei Careport',
  INDEPENDENT: 'Selbstständig',
  REVISION_LABEL: 'App-Version',
};
