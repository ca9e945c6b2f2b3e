import type { CareDegree, Gender, ProposalStatus } from '@careport/domain';
import { and, asc, eq, gt, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { careReceivers, contracts, proposals, serviceRequests } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { ageInYears } from './age.js';
import { getCaller, type Caller } from './caller.js';
import { isUuid } from './ids.js';
import type { ReadCache } from './read-cache.js';
import {
  loadServiceRequestViews,
  type ScheduleView,
  type SubServiceView,
} from './service-request-view.js';

/** spec 1 §3 Proposal: a service request offered to the caller, as REST and GraphQL answer it. */
export type ProposalView = {
  proposalId: string;
  serviceRequestId: string;
  status: ProposalStatus;
  expiresAt: Date;
  isNewCustomer: boolean;
  description: string | null;
  /** What a caregiver may see of the care receiver before accepting (no contact, no birth date). */
  careReceiver: {
    gender: Gender | null;
    name: { firstName: string; lastName: string };
    age: number | null;
    careDegree: CareDegree;
    address: { street: string; postalCode: string; city: string };
  };
  schedule: ScheduleView | null;
  subServices: SubServiceView[];
  /** spec 1 §6: employees see no prices, so null for them. */
  pricing: { grossPricePerHourInCents: number } | null;
};

/**
 * spec 1 §4: a proposal is unavailable once it expired (expiresAt reached: a rule of the data, no
 * timer) or was awarded to someone else (its service request has another caregiver's contract).
 * `now` is the app's clock, so tests and the server agree on what has expired.
 */
export function isProposalAvailable(db: DbOrTx, now: Date): SQL {
  const awardedElsewhere = db
    .select({ one: sql`1` })
    .from(contracts)
    .where(
      and(
        eq(contracts.serviceRequestId, proposals.serviceRequestId),
        ne(contracts.caregiverId, proposals.caregiverId),
      ),
    );
  return and(gt(proposals.expiresAt, now), notExists(awardedElsewhere)) as SQL;
}

/**
 * spec 1 §4 'my proposals': neither declined nor unavailable, and not yet a contract (an awarded
 * proposal is a customer now, listed under 'my customers').
 */
function isListed(db: DbOrTx, now: Date): SQL {
  const awarded = db
    .select({ one: sql`1` })
    .from(contracts)
    .where(eq(contracts.serviceRequestId, proposals.serviceRequestId));
  return and(
    ne(proposals.status, 'DECLINED'),
    gt(proposals.expiresAt, now),
    notExists(awarded),
  ) as SQL;
}

async function loadProposalViews(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  where: SQL;
  /** Already read (the read cache reads it with its version); else read here. */
  caller?: Caller | undefined;
}): Promise<ProposalView[]> {
  const { db, actor, now } = options;
  const [caller, rows] = await Promise.all([
    options.caller ?? getCaller(db, actor),
    db
      .select({
        proposal: proposals,
        description: serviceRequests.description,
        grossPricePerHourInCents: serviceRequests.grossPricePerHourInCents,
        careReceiver: {
          gender: careReceivers.gender,
          firstName: careReceivers.firstName,
          lastName: careReceivers.lastName,
          dateOfBirth: careReceivers.dateOfBirth,
          careDegree: careReceivers.careDegree,
          street: careReceivers.street,
          postalCode: careReceivers.postalCode,
          city: careReceivers.city,
        },
      })
      .from(proposals)
      .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
      .innerJoin(careReceivers, eq(careReceivers.id, serviceRequests.careReceiverId))
      .where(and(eq(proposals.caregiverId, actor.caregiverId), options.where))
      // spec 1 §9: proposals sorted by expiry.
      .orderBy(asc(proposals.expiresAt), asc(proposals.id)),
  ]);
  const requests = await loadServiceRequestViews(
    db,
    rows.map((row) => row.proposal.serviceRequestId),
  );
  // status, gender and careDegree hold only the domain's values (CHECK constraints).
  return rows.map(({ proposal, careReceiver: receiver, ...row }) => {
    const request = requests.get(proposal.serviceRequestId);
    return {
      proposalId: proposal.id,
      serviceRequestId: proposal.serviceRequestId,
      status: proposal.status as ProposalStatus,
      expiresAt: proposal.expiresAt,
      isNewCustomer: proposal.isNewCustomer,
      description: row.description,
      careReceiver: {
        gender: receiver.gender as Gender | null,
        name: { firstName: receiver.firstName, lastName: receiver.lastName },
        age: receiver.dateOfBirth === null ? null : ageInYears(receiver.dateOfBirth, now),
        careDegree: receiver.careDegree as CareDegree,
        address: { street: receiver.street, postalCode: receiver.postalCode, city: receiver.city },
      },
      schedule: request?.schedule ?? null,
      subServices: request?.subServices ?? [],
      pricing: caller.isEmployee
        ? null
        : { grossPricePerHourInCents: row.grossPricePerHourInCents },
    };
  });
}

/**
 * spec 1 §7 GET /caregiver-app/proposal and allProposals: the caller's proposals that are listed
 * (spec 1 §4: not declined, not expired, not awarded), soonest expiry first.
 */
export function listProposals(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  /**
   * The same array (shared: never mutate it) while the database is unchanged and no listed
   * proposal has expired since it was read (the next expiry changes the list).
   */
  cache?: ReadCache;
}): Promise<ProposalView[]> {
  const { db, actor, now, cache } = options;
  const load = (caller?: Caller) =>
    loadProposalViews({ db, actor, now, where: isListed(db, now), caller });
  if (!cache) return load();
  return cache.read({
    db,
    actor,
    kind: 'proposals',
    now,
    load,
    freshUntil: (views) => Math.min(...views.map((view) => view.expiresAt.getTime())),
  });
}

/** For `node(id)` refetches: the caller's available, not declined proposals among `proposalIds`. */
export function findProposals(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  proposalIds: readonly string[];
}): Promise<ProposalView[]> {
  const ids = options.proposalIds.filter(isUuid);
  if (ids.length === 0) return Promise.resolve([]);
  const where = and(
    inArray(proposals.id, ids),
    ne(proposals.status, 'DECLINED'),
    isProposalAvailable(options.db, options.now),
  ) as SQL;
  return loadProposalViews({ ...options, where });
}

/**
 * spec 1 §7 proposal(serviceRequestId): the caller's proposal of that service request, or null
 * when there is none or it is declined or unavailable (spec 1 §4: the app then shows
 * 'unavailable'). A malformed id is PROPOSAL_INVALID_SERVICE_REQUEST_ID.
 */
export async function findProposal(options: {
  db: DbOrTx;
  actor: CaregiverActor;
  now: Date;
  serviceRequestId: string;
}): Promise<ProposalView | null> {
  if (!isUuid(options.serviceRequestId)) throw fail('PROPOSAL_INVALID_SERVICE_REQUEST_ID');
  const where = and(
    eq(proposals.serviceRequestId, options.serviceRequestId),
    ne(proposals.status, 'DECLINED'),
    isProposalAvailable(options.db, options.now),
  ) as SQL;
  const [view] = await loadProposalViews({ ...options, where });
  return view ?? null;
}
