// The other side of the market for the journeys: the back office's command line (`npm run ops`,
// README "Back office") against the e2e server, never SQL. Each call runs the real CLI, which
// reads the server's client from the e2e DATA_DIR, and answers its JSON.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentServer } from './servers';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type OpsFlags = Record<string, string | number | boolean | readonly string[] | undefined>;

export class OpsFailure extends Error {
  constructor(
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    super(`npm run ops failed (${exitCode}): ${stderr.trim()}`);
  }
}

function toArgs(command: string, flags: OpsFlags, json?: object): string[] {
  const args = [command];
  for (const [name, value] of Object.entries(flags)) {
    if (value === undefined) continue;
    if (typeof value === 'boolean') args.push(value ? `--${name}` : `--no-${name}`);
    else args.push(`--${name}`, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (json) args.push('--json', JSON.stringify(json));
  return args;
}

/** The CLI's environment: this worker's server (servers.ts). */
export function opsEnvironment(): NodeJS.ProcessEnv {
  const { dataDir, port } = currentServer();
  return { ...process.env, DATA_DIR: dataDir, PORT: port, OPS_URL: '' };
}

/** Runs `npm run -s ops -- <command> <flags>`; its JSON on success, an OpsFailure otherwise. */
export function runOps<T = Record<string, unknown>>(
  command: string,
  flags: OpsFlags = {},
  json?: object,
): Promise<T> {
  const args = ['run', '--silent', 'ops', '--', ...toArgs(command, flags, json)];
  return new Promise((resolve, reject) => {
    execFile('npm', args, { cwd: ROOT, env: opsEnvironment() }, (error, stdout, stderr) => {
      if (error) {
        reject(new OpsFailure(typeof error.code === 'number' ? error.code : 1, stderr));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as T);
      } catch {
        reject(new Error(`npm run ops printed no JSON:\n${stdout}\n${stderr}`));
      }
    });
  });
}

export type ProposalCreated = {
  service_request_id: string;
  proposal_id: string;
  caregiver_id: string;
  care_receiver_id: string;
  customer_id: string | null;
  expires_at: string;
};

/**
 * A new service request proposed to `caregiverEmail`: a care receiver with a unique last name
 * (so a journey finds exactly this one) and a contact; `flags` override any of it.
 */
export function proposeTo(caregiverEmail: string, flags: OpsFlags = {}): Promise<ProposalCreated> {
  return runOps<ProposalCreated>('propose', {
    caregiver: caregiverEmail,
    'first-name': 'Elke',
    'last-name': `Sommer-${randomUUID().slice(0, 6)}`,
    gender: 'FEMALE',
    'birth-date': '1942-05-17',
    'care-degree': '2',
    phone: '+49 30 5550 1234',
    street: 'Raumerstraße',
    'house-number': '21',
    'postal-code': '10437',
    city: 'Berlin',
    'contact-first-name': 'Jan',
    'contact-last-name': 'Sommer',
    'contact-phone': '+49 171 5550 9876',
    description: 'Begleitung beim Einkaufen und ein Spaziergang im Park.',
    date: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    duration: 90,
    frequency: 'ONCE_PER_WEEK',
    services: ['shopping', 'walks'],
    price: 3690,
    'payment-method': 'direct_reimbursement',
    'expires-in-hours': 24,
    ...flags,
  });
}

export type ContractAwarded = {
  contract_id: string;
  first_booking_id: string;
  caregiver_id: string;
  service_request_id: string;
  start_date: string;
  end_date: string;
};

/** The customer chose this caregiver: an accepted proposal becomes a contract with a first booking. */
export function award(
  serviceRequestId: string,
  options: { caregiver?: string; start?: string; end?: string } = {},
): Promise<ContractAwarded> {
  return runOps<ContractAwarded>('award', { 'service-request': serviceRequestId, ...options });
}

export type FirstBookingAnswered = {
  contract_id: string;
  first_booking_id: string;
  first_booking_status: 'CREATED' | 'CONFIRMED' | 'DECLINED';
  first_booking_confirmation_status: { reason: string; description: string | null } | null;
  contract_is_active: boolean;
};

/** The customer's answer to the first appointment. */
export function answerFirstBooking(
  contractId: string,
  answer: 'confirm' | 'maybe' | 'decline',
  options: { reason?: string; comment?: string } = {},
): Promise<FirstBookingAnswered> {
  return runOps<FirstBookingAnswered>('first-booking', {
    contract: contractId,
    answer,
    ...options,
  });
}

/** Schedules the end of a collaboration on `date` (yyyy-MM-dd, Berlin). */
export function cancelContract(contractId: string, date: string) {
  return runOps<{ contract_id: string; cancelation_scheduled_for: string }>('cancel-contract', {
    contract: contractId,
    date,
  });
}

export type ProposalAnswer = {
  proposal_id: string;
  service_request_id: string;
  state: 'OPEN' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'AWARDED' | 'AWARDED_ELSEWHERE';
  status: 'OPEN' | 'ACCEPTED' | 'DECLINED';
  caregiver: { email: string };
  decline_reasons: { reason: string; details: string | null }[];
  counter_proposal: { start_date: string; end_date: string; note: string | null } | null;
  contract_id: string | null;
};

/** What caregivers answered, e.g. `{ 'service-request': id }`. */
export async function listProposals(flags: OpsFlags = {}): Promise<ProposalAnswer[]> {
  return (await runOps<{ proposals: ProposalAnswer[] }>('list-proposals', flags)).proposals;
}
