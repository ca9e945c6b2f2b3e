// The back office's answers in zod (issue 41): the OpenAPI description is generated from them and
// the server's tests check each answer against them. `answers<T>()` ties each to the service's
// own result type, so a field added there and not here fails the type check.
import { FIRST_BOOKING_STATUSES, INVOICE_TYPES, PROPOSAL_STATUSES } from '@careport/domain';
import { z } from 'zod';
import type { InvoiceCorrection } from '../../invoices/invoice-corrections.js';
import type { InvoiceRunView } from '../../invoices/invoice-run-records.js';
import type { CommissionFigures } from '../../invoices/commission-figures.js';
import {
  OPS_INVOICE_KINDS,
  OPS_INVOICE_STATUSES,
  RECIPIENT_KINDS,
  type OpsInvoiceItem,
} from '../../invoices/ops-invoice-list.js';
import { INVOICE_RUN_STATUSES } from '../../db/schema/index.js';
import type { StornoResult } from '../../invoices/storno.js';
import type { FirstBookingAnswered } from '../../services/ops/answer-first-booking.js';
import type { ContractAwarded } from '../../services/ops/award-proposal.js';
import type { ContractCancelationScheduled } from '../../services/ops/cancel-contract.js';
import type { ProposalAnswer } from '../../services/ops/list-proposal-answers.js';
import { instant } from '../dto-schemas.js';
import { OPS_ERROR_CODES } from '../../services/ops/ops-error.js';
import type { ProposalCreated } from '../../services/ops/propose-service-request.js';
import type { ProofVerification } from '../../services/proof-of-service/verify-proof.js';

/** A schema whose input type the service's result `T` is assignable to (and back). */
const answers =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & ([T] extends [z.input<S>] ? ([z.output<S>] extends [T] ? unknown : never) : never),
  ): S =>
    schema;

/** `{status, errorCode, message}`: the message for the person at the terminal. */
export const opsErrorReplySchema = z
  .strictObject({
    status: z.int(),
    errorCode: z.enum(OPS_ERROR_CODES),
    message: z.string(),
    details: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'OpsErrorReply' });

export const proposalCreatedSchema = answers<ProposalCreated>()(
  z.strictObject({
    service_request_id: z.string(),
    proposal_id: z.string(),
    caregiver_id: z.string(),
    care_receiver_id: z.string(),
    customer_id: z.string().nullable(),
    expires_at: instant(),
  }),
);

export const contractAwardedSchema = answers<ContractAwarded>()(
  z.strictObject({
    contract_id: z.string(),
    first_booking_id: z.string(),
    caregiver_id: z.string(),
    service_request_id: z.string(),
    start_date: instant(),
    end_date: instant(),
  }),
);

export const firstBookingAnsweredSchema = answers<FirstBookingAnswered>()(
  z.strictObject({
    contract_id: z.string(),
    first_booking_id: z.string(),
    first_booking_status: z.enum(FIRST_BOOKING_STATUSES),
    first_booking_confirmation_status: z
      .strictObject({ reason: z.string(), description: z.string().nullable() })
      .nullable(),
    contract_is_active: z.boolean(),
  }),
);

export const cancelationScheduledSchema = answers<ContractCancelationScheduled>()(
  z.strictObject({
    contract_id: z.string(),
    cancelation_initiated_at: instant(),
    cancelation_scheduled_for: instant(),
    bookings_after_end: z.int(),
  }),
);

export const demoCaregiverCreatedSchema = z.strictObject({
  caregiver_id: z.string(),
  email: z.string(),
  like: z.string(),
});

export const proposalAnswerSchema = answers<ProposalAnswer>()(
  z.strictObject({
    proposal_id: z.string(),
    service_request_id: z.string(),
    state: z.enum([...PROPOSAL_STATUSES, 'EXPIRED', 'AWARDED', 'AWARDED_ELSEWHERE']),
    status: z.enum(PROPOSAL_STATUSES),
    expires_at: instant(),
    accepted_at: instant().nullable(),
    declined_at: instant().nullable(),
    caregiver: z.strictObject({
      id: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      is_employee: z.boolean(),
    }),
    care_receiver: z.strictObject({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    }),
    decline_reasons: z.array(
      z.strictObject({ reason: z.string(), details: z.string().nullable() }),
    ),
    counter_proposal: z
      .strictObject({ start_date: instant(), end_date: instant(), note: z.string().nullable() })
      .nullable(),
    contract_id: z.string().nullable(),
    requested_first_booking: z.strictObject({ start_date: instant(), end_date: instant() }),
    created_at: instant(),
  }),
);

export const proofVerificationSchema = answers<ProofVerification>()(
  z.strictObject({
    valid: z.literal(true),
    booking_id: z.string(),
    sha256: z.string(),
    issued_at: instant(),
    booking_status: z.string(),
  }),
);

/** Issue 40: a recorded invoice run, its counts so far (record 0102). */
export const invoiceRunSchema = answers<InvoiceRunView>()(
  z.strictObject({
    id: z.string(),
    month: z.string(),
    started_by: z.string(),
    status: z.enum(INVOICE_RUN_STATUSES),
    contracts_total: z.int(),
    contracts_done: z.int(),
    contracts: z.int(),
    invoices_created: z.int(),
    pdfs_written: z.int(),
    visits_left_for_correction: z.int(),
    error: z.string().nullable(),
    started_at: instant(),
    updated_at: instant(),
    finished_at: instant().nullable(),
  }),
);

export const invoiceCorrectionSchema = answers<InvoiceCorrection>()(
  z.strictObject({
    booking_id: z.string(),
    contract_id: z.string(),
    caregiver_id: z.string(),
    caregiver_name: z.string(),
    care_receiver_name: z.string(),
    start_date: instant(),
    reason: z.literal('documented_after_invoicing'),
  }),
);

export const stornoResultSchema = answers<StornoResult>()(
  z.strictObject({
    stornos: z.array(
      z.strictObject({
        invoice_id: z.string(),
        invoice_number: z.string(),
        invoice_type: z.enum(INVOICE_TYPES),
        original_invoice_id: z.string(),
      }),
    ),
    bookings_reopened: z.int(),
  }),
);

export const anonymizedSchema = z.strictObject({
  care_receiver_id: z.string(),
  invoices_anonymized: z.int(),
});

const invoiceLink = z.strictObject({ id: z.string(), number: z.string() }).nullable();

/** Issue 40: one invoice of GET /ops/invoices (record 0103). */
export const opsInvoiceSchema = answers<OpsInvoiceItem>()(
  z
    .strictObject({
      id: z.string(),
      number: z.string(),
      type: z.enum(INVOICE_TYPES),
      kind: z.enum(OPS_INVOICE_KINDS),
      status: z.enum(OPS_INVOICE_STATUSES),
      caregiverId: z.string(),
      caregiverName: z.string(),
      recipient: z.strictObject({
        kind: z.enum(RECIPIENT_KINDS),
        name: z.string().nullable().meta({ description: 'null once anonymized' }),
      }),
      careReceiverName: z.string().nullable(),
      isAnonymized: z.boolean(),
      periodFrom: z.string().nullable(),
      periodTo: z.string(),
      creationDate: z.string(),
      netInCents: z.int().nullable(),
      vatInCents: z.int().nullable(),
      grossInCents: z.int().nullable().meta({ description: 'Negative on a storno' }),
      cancelledAt: instant().nullable(),
      originalInvoice: invoiceLink.meta({ description: 'On a storno: the invoice it cancels' }),
      stornoInvoice: invoiceLink.meta({ description: 'On a cancelled invoice: its storno' }),
      hasPdf: z.boolean(),
      hasXml: z.boolean(),
    })
    .meta({ id: 'OpsInvoice' }),
);

export const opsInvoiceListSchema = z.strictObject({
  invoices: z.array(opsInvoiceSchema),
  nextCursor: z.string().nullable(),
});

/** Issue 40: a caregiver's month of commission (record 0104). */
export const commissionFiguresSchema = answers<CommissionFigures>()(
  z
    .strictObject({
      caregiverId: z.string(),
      caregiverName: z.string(),
      visits: z.int(),
      visitsInvoiced: z.int(),
      turnoverInCents: z.int(),
      commissionNetInCents: z.int(),
      commissionVatInCents: z.int(),
      commissionGrossInCents: z.int(),
    })
    .meta({ id: 'CommissionFigures' }),
);

export const commissionsSchema = z.strictObject({
  month: z.string(),
  caregivers: z.array(commissionFiguresSchema),
});
