// spec 2 §2 invoice list and detail (issue 12).
export const invoices = {
  LIST_TITLE: 'Invoices',
  DETAIL_TITLE: 'Invoice',
  BACK: 'Back',
  EMPTY:
    'No invoices yet. They are made at the start of each month from the previous month’s documented visits.',
  LOAD_ERROR: 'The invoices could not be loaded.',
  PDF_LOAD_ERROR: 'The invoice could not be loaded.',
  EMPLOYEE_NOTE: 'Invoices exist for independent caregivers only.',
  ANONYMIZED_NOTE:
    'Some invoices from {{year}} are anonymized. For these, please contact the finance team:',
  ANONYMIZED_NAME: 'Anonymized',
  TYPE_CUSTOMER: 'Customer invoice',
  TYPE_COMMISSION: 'Commission invoice',
  TYPE_CUSTOMER_STORNO: 'Cancellation of customer invoice',
  TYPE_COMMISSION_STORNO: 'Cancellation of commission invoice',
  NUMBER: 'No. {{number}}',
  CREATED_ON: 'of {{date}}',
  CANCELLED_ON: 'Cancelled on {{date}}',
  OPEN_LABEL_AMOUNT: 'Open {{type}} {{number}} for {{name}} of {{amount}}',
  OPEN_LABEL: 'Open {{type}} {{number}} for {{name}}',
  EARNINGS_TITLE: 'Earnings of this visit',
  EARNINGS_GROSS: 'Visit gross',
  EARNINGS_NET: 'Your earnings (after commission and VAT)',
  EARNINGS_COMMISSION_VAT: '19 % VAT on the commission',
};
