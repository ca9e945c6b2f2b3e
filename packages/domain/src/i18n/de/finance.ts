/** Issue 12: bank and tax details, service documentation, the §45b relief amount. */
export const finance = {
  // spec 2 §2 financial overview
  OVERVIEW_INVOICES: 'Rechnungen',
  OVERVIEW_INVOICES_HINT: 'Alle Rechnungen nach Jahr und Monat',
  OVERVIEW_DETAILS: 'Bank- und Steuerdaten',
  OVERVIEW_DETAILS_HINT: 'IBAN, BIC, Steuernummer',
  OVERVIEW_DETAILS_HINT_EMPLOYEE: 'IBAN und BIC',
  OVERVIEW_HOURS_DETAIL: 'Genau: {{hours}} Stunden',
  // spec 2 §2 /details and /details/edit
  DETAILS_TITLE: 'Bank- und Steuerdaten',
  DETAILS_EDIT_TITLE: 'Bank- und Steuerdaten bearbeiten',
  BANK: 'Bankverbindung',
  TAX: 'Steuerdaten',
  IBAN: 'IBAN',
  BIC: 'BIC',
  TAX_NO: 'Steuernummer',
  UST_ID: 'Umsatzsteuer-ID',
  TAX_HINT: 'Bitte Steuernummer oder Umsatzsteuer-ID angeben (mindestens eins).',
  EMPLOYEE_NOTE: 'Deine Bankverbindung ändert das Careport-Team für dich. Schreib uns dafür.',
  EDIT: 'Bearbeiten',
  // spec 2 §2 service documentation
  SD_TITLE: 'Leistungsnachweise',
  SD_MANDATORY:
    'Die Pflegekasse dieses Kunden zahlt direkt an Careport. Lade dafür jeden Monat den unterschriebenen Leistungsnachweis hoch.',
  SD_NOT_NEEDED: 'Für diesen Kunden brauchst du keine Leistungsnachweise hochzuladen.',
  SD_EMPTY: 'Noch keine Monate mit Leistungsnachweis.',
  SD_HOW_TO_LINK: 'So geht’s: Anleitung und Vorlage',
  SD_STATE_UPLOADED: 'Hochgeladen',
  SD_STATE_UPCOMING: 'Noch nicht fällig',
  SD_STATE_DUE: 'Bald fällig',
  SD_STATE_OVERDUE: 'Überfällig',
  SD_PERIOD_TITLE: 'Leistungsnachweis {{month}}',
  SD_DUE_HINT: 'Bitte lade den Nachweis bis zum 2. des Folgemonats hoch.',
  SD_OVERDUE_HINT:
    'Bei der Prüfung am 3. fehlte der Nachweis. Bitte lade ihn jetzt hoch: Die Pflegekasse zahlt erst danach (etwa 10 Tage).',
  SD_LAST_FILE: 'Zuletzt hochgeladen',
  SD_NO_FILE: 'Noch keine Datei hochgeladen.',
  SD_UPLOADED_AT: 'am {{date}}',
  SD_OPEN_FILE: 'Datei öffnen',
  SD_UPLOAD_TITLE: 'Nachweis hochladen',
  SD_UPLOAD_HINT: 'PDF, JPEG oder PNG bis 15 MB. Das Foto muss gut lesbar sein.',
  SD_UPLOAD_CAMERA: 'Foto aufnehmen',
  SD_UPLOAD_LIBRARY: 'Aus Fotos wählen',
  SD_UPLOAD_FILE: 'Datei wählen',
  SD_UPLOAD_PROGRESS: 'Wird hochgeladen: {{percent}} %',
  SD_UPLOAD_SUCCESS_TITLE: 'Erfolgreich hochgeladen',
  SD_UPLOAD_SUCCESS: 'Danke! Der Leistungsnachweis ist angekommen.',
  SD_UPLOAD_RETRY: 'Erneut versuchen',
  SD_UPLOAD_TOO_LARGE:
    'Die Datei ist größer als 15 MB. Bitte verkleinere sie oder fotografiere die Seiten einzeln.',
  SD_UPLOAD_WRONG_TYPE: 'Diese Art Datei geht nicht: bitte ein PDF, JPEG oder PNG.',
  SD_UPLOAD_UNREADABLE: 'Die Datei konnte nicht gelesen werden. Bitte wähle sie noch einmal.',
  SD_VALIDATION_PDF_UNREADABLE:
    'Das PDF konnte nicht gelesen werden (beschädigt, verschlüsselt oder ohne Seiten).',
  SD_VALIDATION_PDF_ACTIVE_CONTENT:
    'Das PDF enthält Skripte, Formularaktionen oder eingebettete Dateien und wird deshalb nicht angenommen. Bitte drucke es als neues PDF.',
  SD_NOT_FOUND: 'Diesen Monat gibt es nicht.',
  SD_OVERDUE_BADGE_one: '{{count}} Leistungsnachweis überfällig',
  SD_OVERDUE_BADGE_other: '{{count}} Leistungsnachweise überfällig',
  // spec 2 §2 /customers/service-documentation-how-to/
  HOW_TO_TITLE: 'Leistungsnachweis: so geht’s',
  HOW_TO_STEP_1: 'Drucke die Vorlage aus oder nimm das Formular der Pflegekasse.',
  HOW_TO_STEP_2: 'Trage jeden Besuch des Monats mit Datum, Uhrzeit und Leistungen ein.',
  HOW_TO_STEP_3: 'Lass den Nachweis am Monatsende vom Kunden unterschreiben.',
  HOW_TO_STEP_4:
    'Fotografiere ihn gut lesbar (ganze Seite, kein Schatten) oder lade ihn als PDF hoch, spätestens bis zum 2. des Folgemonats.',
  HOW_TO_TEMPLATE: 'Vorlage öffnen (PDF)',
  HOW_TO_TEMPLATE_TITLE: 'Vorlage Leistungsnachweis',
  // Beyond the spec: §45b SGB XI relief amount on add-appointment
  RELIEF_TITLE: 'Entlastungsbetrag (§ 45b SGB XI)',
  RELIEF_USED: '{{used}} von {{amount}} im {{month}} schon verplant oder dokumentiert.',
  RELIEF_AFTER: 'Mit diesem Termin bleiben {{remaining}}.',
  RELIEF_EXCEEDS:
    'Achtung: Mit diesem Termin wird der Entlastungsbetrag um {{over}} überschritten. Den Rest zahlt der Kunde selbst – sprich das vorher mit ihm ab.',
  RELIEF_ALREADY_EXCEEDED:
    'Achtung: Der Entlastungsbetrag für {{month}} ist schon aufgebraucht. Jeder weitere Termin geht auf Kosten des Kunden – sprich das vorher mit ihm ab.',
};
