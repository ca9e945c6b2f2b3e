// Issue 40 GET /ops/caregivers/:caregiverId: one caregiver as the console's detail shows it: the
// profile, contracts with their care receivers (health data's neighbour: the route logs the read),
// absences, availability as the app's availability screen has it (spec 2 §2) and push devices.
import type { CaregiverDetail, ContractStatus } from '@careport/domain/back-office';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  absences,
  careReceivers,
  caregivers,
  contracts,
  pushSubscriptions,
} from '../../../db/schema/index.js';
import { isUuidText } from '../../ids.js';
import { OpsError } from '../ops-error.js';
import { CAREGIVER_LIST_COLUMNS, toCaregiverListItem } from './search-caregivers.js';

export type { CaregiverDetail, ContractStatus };

/** spec 1 §3: an ended contract, or one whose end is scheduled (cancelationScheduledFor). */
export function contractStatusOf(row: {
  isActive: boolean;
  endedAt: Date | null;
  cancelationScheduledFor: Date | null;
}): ContractStatus {
  if (!row.isActive || row.endedAt) return 'ended';
  return row.cancelationScheduledFor ? 'ending' : 'active';
}

export async function getCaregiverDetail(options: {
  db: DbOrTx;
  caregiverId: string;
}): Promise<CaregiverDetail> {
  const { db, caregiverId } = options;
  if (!isUuidText(caregiverId)) {
    throw new OpsError('CAREGIVER_INVALID_ID', `${caregiverId} is not a caregiver id.`);
  }
  const [row] = await db
    .select({
      ...CAREGIVER_LIST_COLUMNS,
      phone: caregivers.phoneNumber,
      mobilePhone: caregivers.mobilePhoneNumber,
      bookedOut: caregivers.bookedOut,
      travelDistance: caregivers.travelDistance,
    })
    .from(caregivers)
    .where(eq(caregivers.id, caregiverId));
  if (!row) throw new OpsError('CAREGIVER_NOT_FOUND', `No caregiver has the id ${caregiverId}.`);
  const contractRows = await db
    .select({
      id: contracts.id,
      isActive: contracts.isActive,
      endedAt: contracts.endedAt,
      cancelationScheduledFor: contracts.cancelationScheduledFor,
      createdAt: contracts.createdAt,
      careReceiverId: careReceivers.id,
      firstName: careReceivers.firstName,
      lastName: careReceivers.lastName,
      postalCode: careReceivers.postalCode,
      city: careReceivers.city,
    })
    .from(contracts)
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(eq(contracts.caregiverId, caregiverId))
    .orderBy(desc(contracts.createdAt), asc(contracts.id));
  const absenceRows = await db
    .select({ id: absences.id, from: absences.from, to: absences.to })
    .from(absences)
    .where(eq(absences.caregiverId, caregiverId))
    .orderBy(asc(absences.from));
  const devices = await db
    .select({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.caregiverId, caregiverId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    caregiver: { ...toCaregiverListItem(row), phone: row.phone ?? row.mobilePhone },
    contracts: contractRows.map((contract) => ({
      id: contract.id,
      careReceiver: {
        id: contract.careReceiverId,
        firstName: contract.firstName,
        lastName: contract.lastName,
        postalCode: contract.postalCode,
        city: contract.city,
      },
      status: contractStatusOf(contract),
      startDate: contract.createdAt.toISOString(),
      endDate: (contract.endedAt ?? contract.cancelationScheduledFor)?.toISOString() ?? null,
    })),
    absences: absenceRows,
    availability: {
      availableForNewCustomers: !row.bookedOut,
      travelDistanceKm: row.travelDistance,
    },
    devices: devices.map((device) => ({
      id: device.id,
      createdAt: device.createdAt.toISOString(),
    })),
  };
}
