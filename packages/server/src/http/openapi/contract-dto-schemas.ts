// Issue 40: the console's contract and care receiver answers in zod (records 0105, 0106), tied to
// the services' result types as console-dto-schemas.ts does.
import { BOOKING_STATUSES } from '@careport/domain';
import { z } from 'zod';
import type { CareReceiverListItem } from '../../services/ops/care-receivers/list-care-receivers.js';
import type { ContractListItem } from '../../services/ops/contracts/contract-rows.js';
import type { ContractDetail } from '../../services/ops/contracts/get-contract.js';

const answers =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & ([T] extends [z.input<S>] ? ([z.output<S>] extends [T] ? unknown : never) : never),
  ): S =>
    schema;

const instant = () => z.string().meta({ description: 'An instant, ISO 8601 UTC' });

const contractListItemSchema = answers<ContractListItem>()(
  z
    .strictObject({
      id: z.string(),
      status: z.enum(['active', 'ending', 'ended']),
      careReceiver: z.strictObject({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        postalCode: z.string(),
        city: z.string(),
      }),
      caregiver: z.strictObject({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        isEmployee: z.boolean(),
      }),
      startDate: instant(),
      endDate: instant().nullable(),
      paymentMethod: z.string().nullable(),
      firstBooking: z
        .strictObject({
          id: z.string(),
          startDate: instant(),
          endDate: instant(),
          status: z.enum(BOOKING_STATUSES),
          firstBookingStatus: z.string().nullable(),
          confirmationReason: z.string().nullable(),
          confirmationDescription: z.string().nullable(),
          declineReason: z.string().nullable(),
          declineSubReason: z.string().nullable(),
        })
        .nullable(),
      serviceDocumentation: z.strictObject({
        isRequired: z.boolean(),
        overduePeriods: z.int().meta({
          description: 'Periods without a file whose check (the 3rd of the next month) has come',
        }),
      }),
    })
    .meta({ id: 'ConsoleContract' }),
);

export const contractListSchema = z.strictObject({
  contracts: z.array(contractListItemSchema),
  nextCursor: z.string().nullable(),
});

export const contractDetailSchema = answers<ContractDetail>()(
  contractListItemSchema.extend({
    cancelationInitiatedAt: instant().nullable(),
    periods: z.array(
      z.strictObject({
        id: z.string(),
        year: z.int(),
        month: z.int(),
        state: z.enum(['UPLOADED', 'UPCOMING', 'DUE', 'OVERDUE']),
        overdueAt: instant().nullable(),
        files: z.array(
          z.strictObject({
            id: z.string(),
            filename: z.string(),
            mimeType: z.string(),
            sizeInBytes: z.int(),
            uploadedAt: instant(),
          }),
        ),
      }),
    ),
  }),
);

const careReceiverListItemSchema = answers<CareReceiverListItem>()(
  z.strictObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    postalCode: z.string(),
    city: z.string(),
    createdAt: instant(),
    lastContractEnd: instant().nullable(),
    hasOpenContract: z.boolean(),
    isAnonymized: z.boolean(),
    eligible: z.boolean().meta({ description: 'POST …/anonymize is allowed now (record 0106)' }),
    hold: z.enum(['OPEN_CONTRACT', 'RETENTION_RUNNING', 'ANONYMIZED']).nullable(),
    retentionEndsAt: instant().nullable(),
  }),
);

export const careReceiverListSchema = z.strictObject({
  careReceivers: z.array(careReceiverListItemSchema),
  nextCursor: z.string().nullable(),
});
