// spec 2 §2 invoice list and detail (issue 12).
export const invoices = {
  LIST_TITLE: 'Rechnungen',
  DETAIL_TITLE: 'Rechnung',
  BACK: 'Zurück',
  EMPTY:
    'Noch keine Rechnungen. Sie entstehen am Monatsanfang aus den dokumentierten Einsätzen des Vormonats.',
  LOAD_ERROR: 'Die Rechnungen konnten nicht geladen werden.',
  PDF_LOAD_ERROR: 'Die Rechnung konnte nicht geladen werden.',
  EMPLOYEE_NOTE: 'Rechnungen gibt es nur für selbstständige Betreuungskräfte.',
  ANONYMIZED_NOTE:
    'Einige Rechnungen aus {{year}} sind anonymisiert. Für diese Rechnungen wende dich bitte an die Finanzabteilung:',
  ANONYMIZED_NAME: 'Anonymisiert',
  TYPE_CUSTOMER: 'Kundenrechnung',
  TYPE_COMMISSION: 'Provisionsrechnung',
  TYPE_CUSTOMER_STORNO: 'Storno Kundenrechnung',
  TYPE_COMMISSION_STORNO: 'Storno Provisionsrechnung',
  NUMBER: 'Nr. {{number}}',
  CREATED_ON: 'vom {{date}}',
  CANCELLED_ON: 'Storniert am {{date}}',
  OPEN_LABEL_AMOUNT: '{{type}} {{number}} für {{name}} über {{amount}} öffnen',
  OPEN_LABEL: '{{type}} {{number}} für {{name}} öffnen',
  EARNINGS_TITLE: 'Verdienst dieses Einsatzes',
  EARNINGS_GROSS: 'Einsatz brutto',
  EARNINGS_NET: 'Dein Verdienst (nach Provision und USt.)',
  EARNINGS_COMMISSION_VAT: '19 % USt. auf die Provision',
};
