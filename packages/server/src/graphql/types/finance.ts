import {
  getFinancialDetails,
  updateCaregiverFinancialDetails,
  type FinancialDetails,
} from '../../services/account/financial-details.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';

const BankDetails = builder.objectRef<FinancialDetails['bank']>('BankDetails').implement({
  fields: (t) => ({
    iban: t.exposeString('iban', { nullable: true }),
    bic: t.exposeString('bic', { nullable: true }),
  }),
});

const TaxDetails = builder.objectRef<NonNullable<FinancialDetails['tax']>>('TaxDetails').implement({
  fields: (t) => ({
    taxNo: t.exposeString('taxNo', { nullable: true }),
    ustId: t.exposeString('ustId', { nullable: true }),
  }),
});

const FinancialDetailsType = builder
  .objectRef<FinancialDetails>('CaregiverFinancialDetails')
  .implement({
    description: 'spec 2 §3 bank and tax of the calling caregiver.',
    fields: (t) => ({
      caregiverId: t.exposeString('caregiverId'),
      isEditable: t.exposeBoolean('isEditable', {
        description: 'spec 2 §6: false for employees (the server refuses their edits).',
      }),
      bank: t.expose('bank', { type: BankDetails }),
      tax: t.expose('tax', {
        type: TaxDetails,
        nullable: true,
        description: 'spec 2 §6: null for employees (no tax or VAT fields).',
      }),
    }),
  });

builder.queryField('financialDetails', (t) =>
  t.field({
    type: FinancialDetailsType,
    description: 'spec 2 §2 /account/financial-overview/details: bank and tax details.',
    resolve: (_root, _args, context) =>
      getFinancialDetails({ db: context.deps.db, actor: callerOf(context) }),
  }),
);

const BankDetailsInput = builder.inputType('BankDetailsInput', {
  fields: (t) => ({
    iban: t.string({ required: true }),
    bic: t.string({ required: true }),
  }),
});

const TaxDetailsInput = builder.inputType('TaxDetailsInput', {
  fields: (t) => ({
    taxNo: t.string({ required: false }),
    ustId: t.string({ required: false }),
  }),
});

const FinancialDetailsInput = builder.inputType('UpdateCaregiverFinancialDetailsInput', {
  fields: (t) => ({
    bank: t.field({ type: BankDetailsInput, required: true }),
    tax: t.field({ type: TaxDetailsInput, required: true }),
  }),
});

builder.mutationField('updateCaregiverFinancialDetails', (t) =>
  t.field({
    type: FinancialDetailsType,
    description:
      'spec 2 §7 {bank{iban,bic}, tax{ustId,taxNo}}: VALIDATION_IBAN, VALIDATION_BIC, ' +
      'VALIDATION_TAX_NO_REQUIRED and VALIDATION_UST_ID_REQUIRED in extensions.details; ' +
      'FORBIDDEN for employees (spec 2 §6).',
    args: { input: t.arg({ type: FinancialDetailsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateCaregiverFinancialDetails({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        input: args.input,
      }),
  }),
);
