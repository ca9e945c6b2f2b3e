// The commands of `npm run ops` (README "Back office"): each turns its flags into one call of the
// back office's HTTP API. Pure, so the command line is tested without a server (ops-commands.test.ts).
import { parseArgs } from 'node:util';
import { DEMO_STAFF_TOTP_SECRET } from '../auth/staff/demo-staff-secret.js';
import { SCHEDULED_JOBS } from '../jobs/job-names.js';

type FlagType = 'string' | 'integer' | 'number' | 'boolean' | 'list';

type Flag = {
  name: string;
  /** Where the value goes in the body (dot path) or query; omitted for the path's id. */
  target?: string;
  type: FlagType;
  help: string;
  required?: boolean;
};

type Command = {
  name: string;
  summary: string;
  flags: readonly Flag[];
  /** Whether --json '<object>' may give (part of) the body. */
  takesJson?: boolean;
  /** One argument without a flag (a file), given to toRequest as values[name]. */
  positional?: { name: string; help: string };
  example: string;
  toRequest(values: FlagValues, body: Record<string, unknown>): OpsRequest;
};

export type OpsRequest =
  | {
      method: 'POST' | 'PATCH';
      path: string;
      body: Record<string, unknown>;
      /** A local file whose SHA-256 the client puts into the body as `sha256` (verify-proof). */
      hashFile?: string;
    }
  | { method: 'GET'; path: string; query: Record<string, string> }
  /** Issue 40: no call; the client prints a TOTP code (the demo staff's by default). */
  | { method: 'TOTP'; secret: string };

type FlagValues = Record<string, string | boolean | undefined>;

export class UsageError extends Error {}

const flag = (name: string, type: FlagType, help: string, target?: string, required = false) => ({
  name,
  type,
  help,
  required,
  ...(target === undefined ? {} : { target }),
});

const id = (values: FlagValues, name: string): string => encodeURIComponent(String(values[name]));

const PROPOSE_FLAGS: readonly Flag[] = [
  flag('caregiver', 'string', "the caregiver's e-mail", 'caregiver_email', true),
  flag(
    'service-request',
    'string',
    'propose an existing service request again (then only --caregiver and the expiry count)',
  ),
  flag(
    'care-receiver',
    'string',
    'an existing care receiver (id) instead of a new one',
    'care_receiver_id',
  ),
  flag('first-name', 'string', "the care receiver's first name", 'care_receiver.first_name'),
  flag('last-name', 'string', "the care receiver's last name", 'care_receiver.last_name'),
  flag('gender', 'string', 'FEMALE, MALE or DIVERSE', 'care_receiver.gender'),
  flag('birth-date', 'string', "the care receiver's date of birth", 'care_receiver.date_of_birth'),
  flag('care-degree', 'string', 'NONE, UNKNOWN, REQUESTED or 1–5', 'care_receiver.care_degree'),
  flag('email', 'string', "the care receiver's e-mail", 'care_receiver.email'),
  flag('phone', 'string', "the care receiver's phone number", 'care_receiver.phone_number'),
  flag('street', 'string', 'street', 'care_receiver.address.street'),
  flag('house-number', 'string', 'house number', 'care_receiver.address.house_number'),
  flag('postal-code', 'string', 'postal code (5 digits)', 'care_receiver.address.postal_code'),
  flag('city', 'string', 'city', 'care_receiver.address.city'),
  flag(
    'address-info',
    'string',
    'e.g. floor, bell',
    'care_receiver.address.additional_information',
  ),
  flag(
    'self-booker',
    'boolean',
    'the care receiver books for themself (no contact)',
    'care_receiver.is_self_booker',
  ),
  flag('contact-first-name', 'string', "the additional contact's first name", 'contact.first_name'),
  flag('contact-last-name', 'string', "the additional contact's last name", 'contact.last_name'),
  flag('contact-email', 'string', "the additional contact's e-mail", 'contact.email'),
  flag('contact-phone', 'string', "the additional contact's phone number", 'contact.phone_number'),
  flag('description', 'string', 'what the customer asks for', 'description'),
  flag('date', 'string', "the schedule's date (the first appointment's day)", 'schedule.date'),
  flag('duration', 'integer', 'minutes per appointment', 'schedule.duration_in_minutes'),
  flag('frequency', 'string', 'e.g. ONCE_PER_WEEK, ONCE, ON_DEMAND', 'schedule.frequency'),
  flag(
    'booking-type',
    'string',
    'ONE_TIME or RECURRING (default from the frequency)',
    'schedule.booking_type',
  ),
  flag('flexible', 'boolean', 'the date is flexible', 'schedule.is_flexible'),
  flag('all-day', 'boolean', 'all day', 'schedule.is_all_day'),
  flag(
    'preferences',
    'string',
    'preferred times, as text',
    'schedule.expected_schedule.preferences',
  ),
  flag(
    'services',
    'list',
    'sub-service ids, comma-separated (e.g. shopping,walks)',
    'sub_service_ids',
  ),
  flag('price', 'integer', 'gross price per hour in cents', 'gross_price_per_hour_in_cents'),
  flag('payment-method', 'string', 'e.g. direct_reimbursement, private_payment', 'payment_method'),
  flag(
    'new-customer',
    'boolean',
    'a new customer (default; --no-new-customer for a known one)',
    'is_new_customer',
  ),
  flag(
    'expires-in-hours',
    'number',
    'hours until the proposal expires (default 48)',
    'expires_in_hours',
  ),
  flag('expires-at', 'string', 'the expiry as an ISO date-time', 'expires_at'),
];

export const COMMANDS: readonly Command[] = [
  {
    name: 'propose',
    summary: 'create a service request for a care receiver and propose it to one caregiver',
    flags: PROPOSE_FLAGS,
    takesJson: true,
    example:
      'propose --caregiver anna@careport.example --first-name Erna --last-name Kunz --street "Lychener Straße" --house-number 3 --postal-code 10437 --city Berlin --contact-first-name Jens --contact-last-name Kunz --description "Einkaufen" --frequency ONCE_PER_WEEK --date 2026-12-01 --duration 90 --services shopping,walks --price 3690 --payment-method direct_reimbursement',
    toRequest(values, body) {
      if (values['service-request'] === undefined) {
        return { method: 'POST', path: '/ops/service-requests', body };
      }
      const { caregiver_email, expires_at, expires_in_hours, ...rest } = body;
      if (Object.keys(rest).length > 0) {
        throw new UsageError(
          `--service-request proposes an existing request: leave out ${Object.keys(rest).join(', ')}`,
        );
      }
      return {
        method: 'POST',
        path: `/ops/service-requests/${id(values, 'service-request')}/proposals`,
        body: { caregiver_email, expires_at, expires_in_hours },
      };
    },
  },
  {
    name: 'award',
    summary: 'turn an accepted proposal into an active contract with a first booking',
    flags: [
      flag('service-request', 'string', 'the service request', undefined, true),
      flag(
        'caregiver',
        'string',
        'whose accepted proposal (needed when several accepted)',
        'caregiver_email',
      ),
      flag(
        'start',
        'string',
        'first booking start, ISO date-time (default: from the schedule)',
        'start_date',
      ),
      flag('end', 'string', 'first booking end, ISO date-time', 'end_date'),
      flag(
        'accept-counter-proposal',
        'boolean',
        "the caregiver's counter-proposal (a time offered with a decline) is the first booking",
        'accept_counter_proposal',
      ),
      flag(
        'commission-rate',
        'number',
        "the provider's commission, e.g. 0.2 (default: the caregiver's)",
        'commission_rate',
      ),
    ],
    example: 'award --service-request <id> --caregiver anna@careport.example',
    toRequest: (values, body) => ({
      method: 'POST',
      path: `/ops/service-requests/${id(values, 'service-request')}/award`,
      body,
    }),
  },
  {
    name: 'first-booking',
    summary: "the customer's answer to the first appointment: confirm, maybe or decline",
    flags: [
      flag('contract', 'string', 'the contract', undefined, true),
      flag(
        'answer',
        'string',
        'confirm, maybe (needs --reason) or decline (ends the contract)',
        'answer',
        true,
      ),
      flag(
        'reason',
        'string',
        'maybe: reason_not_reachable, reason_discuss_with_family, reason_timing_issues, reason_financing_unclear, reason_customer_unsure, reason_other; decline: a first-booking decline reason',
        'reason',
      ),
      flag(
        'sub-reason',
        'string',
        'decline with different_type_of_caregiver_needed only: gender, age, insufficient_experience, language, lacks_covid_vaccination, other',
        'sub_reason',
      ),
      flag('comment', 'string', 'at most 100 characters (needed with reason_other)', 'comment'),
    ],
    example:
      'first-booking --contract <id> --answer maybe --reason reason_timing_issues --comment "Lieber nachmittags"',
    toRequest: (values, body) => ({
      method: 'POST',
      path: `/ops/contracts/${id(values, 'contract')}/first-booking`,
      body,
    }),
  },
  {
    name: 'cancel-contract',
    summary: 'schedule the end of a collaboration on a date',
    flags: [
      flag('contract', 'string', 'the contract', undefined, true),
      flag(
        'date',
        'string',
        'the day it ends (yyyy-MM-dd, Berlin) or an ISO date-time',
        'scheduled_for',
        true,
      ),
      flag('reason', 'string', 'why it ends (the audit trail quotes it; record 0105)', 'reason'),
    ],
    example: 'cancel-contract --contract <id> --date 2026-12-31 --reason "Umzug ins Heim"',
    toRequest: (values, body) => ({
      method: 'POST',
      path: `/ops/contracts/${id(values, 'contract')}/cancel`,
      body,
    }),
  },
  {
    name: 'demo-caregiver',
    summary: 'copy a demo caregiver (anna or jonas) with their whole world under a new e-mail',
    flags: [
      flag('like', 'string', 'anna (independent) or jonas (employed)', 'like', true),
      flag(
        'email',
        'string',
        'the new sign-in e-mail (the password is the demo one)',
        'email',
        true,
      ),
    ],
    example: 'demo-caregiver --like anna --email trainee@careport.example',
    toRequest: (_values, body) => ({ method: 'POST', path: '/ops/demo-caregivers', body }),
  },
  {
    name: 'run-job',
    summary: `run a scheduled job now: ${SCHEDULED_JOBS.join(', ')}`,
    flags: [flag('job', 'string', `the job: ${SCHEDULED_JOBS.join(', ')}`, undefined, true)],
    example: 'run-job --job reminders',
    toRequest: (values) => ({
      method: 'POST',
      path: `/ops/jobs/${id(values, 'job')}/run`,
      body: {},
    }),
  },
  {
    name: 'list-proposals',
    summary: 'what caregivers answered: status, decline reasons, counter-proposals',
    flags: [
      flag('service-request', 'string', 'only this service request', 'service_request_id'),
      flag('caregiver', 'string', "only this caregiver's (e-mail)", 'caregiver_email'),
      flag('status', 'string', 'OPEN, ACCEPTED or DECLINED', 'status'),
    ],
    example: 'list-proposals --status DECLINED',
    toRequest: (_values, body) => ({
      method: 'GET',
      path: '/ops/proposals',
      query: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])),
    }),
  },
  {
    name: 'verify-proof',
    summary:
      'whether a PDF is a proof of service Careport issued, unchanged (its SHA-256 on record)',
    flags: [],
    positional: { name: 'file', help: 'the PDF to check' },
    example: 'verify-proof leistungsnachweis.pdf',
    toRequest: (values) => ({
      method: 'POST',
      path: '/ops/proofs/verify',
      body: {},
      hashFile: String(values.file),
    }),
  },
  // Issue 12: invoices.
  {
    name: 'invoice-run',
    summary: 'invoice a finished month now (what the job does on the 1st for the month before)',
    flags: [flag('month', 'string', 'the month, YYYY-MM', 'month', true)],
    example: 'invoice-run --month 2026-10',
    // The server answers at once (202) and runs on; the CLI waits for the counts instead.
    toRequest: (_values, body) => ({
      method: 'POST',
      path: '/ops/invoice-runs',
      body: { ...body, wait: true },
    }),
  },
  {
    name: 'storno',
    summary:
      "cancel an invoice (and its contract's other invoices of that month); the visits reopen",
    flags: [flag('invoice', 'string', 'the invoice id', undefined, true)],
    example: 'storno --invoice <id>',
    toRequest: (values) => ({
      method: 'POST',
      path: `/ops/invoices/${id(values, 'invoice')}/storno`,
      body: {},
    }),
  },
  {
    name: 'anonymize-care-receiver',
    summary: "remove a care receiver's name after the retention period; invoices stay, anonymized",
    flags: [flag('id', 'string', 'the care receiver id', undefined, true)],
    example: 'anonymize-care-receiver --id <id>',
    toRequest: (values) => ({
      method: 'POST',
      path: `/ops/care-receivers/${id(values, 'id')}/anonymize`,
      body: {},
    }),
  },
  // Issue 40: the planning of employed caregivers' visits (docs/api/planning.md).
  {
    name: 'plan-booking',
    summary: "plan an employee's visit, or a weekly series (--weeks), all or nothing",
    flags: [
      flag('contract', 'string', "the employee's contract", 'contractId', true),
      flag('date', 'string', 'the day, yyyy-MM-dd (Berlin)', 'date', true),
      flag('start', 'string', 'the start, HH:mm', 'start', true),
      flag('end', 'string', 'the end, HH:mm', 'end', true),
      flag('weeks', 'integer', 'visits in all, one a week (1–52, default 1)', 'repeatWeeks'),
    ],
    example: 'plan-booking --contract <id> --date 2026-12-07 --start 09:00 --end 10:30 --weeks 3',
    toRequest: (_values, body) => ({ method: 'POST', path: '/ops/planning/bookings', body }),
  },
  {
    name: 'move-booking',
    summary: "move an employee's visit to another day or time",
    flags: [
      flag('booking', 'string', 'the booking', undefined, true),
      flag('date', 'string', 'the day, yyyy-MM-dd (Berlin)', 'date', true),
      flag('start', 'string', 'the start, HH:mm', 'start', true),
      flag('end', 'string', 'the end, HH:mm', 'end', true),
    ],
    example: 'move-booking --booking <id> --date 2026-12-08 --start 14:00 --end 15:30',
    toRequest: (values, body) => ({
      method: 'PATCH',
      path: `/ops/planning/bookings/${id(values, 'booking')}`,
      body,
    }),
  },
  {
    name: 'cancel-booking',
    summary: "cancel an employee's visit with the reason given",
    flags: [
      flag('booking', 'string', 'the booking', undefined, true),
      flag(
        'reason',
        'string',
        'what the provider was told (at most 100 characters)',
        'reason',
        true,
      ),
      flag('party', 'string', 'customer (default) or caregiver', 'party'),
    ],
    example: 'cancel-booking --booking <id> --reason "Frau Weber ist im Krankenhaus"',
    toRequest: (values, body) => ({
      method: 'POST',
      path: `/ops/planning/bookings/${id(values, 'booking')}/cancel`,
      body,
    }),
  },
  {
    name: 'week',
    summary: "an employee's (--caregiver) or a customer's (--contract) week of visits",
    flags: [
      flag('caregiver', 'string', 'the employee (id)'),
      flag('contract', 'string', 'the contract (id)'),
      flag('from', 'string', 'the first day, yyyy-MM-dd', 'from', true),
    ],
    example: 'week --caregiver <id> --from 2026-12-07',
    toRequest: (values, body) => {
      const owner =
        values.caregiver !== undefined
          ? `caregivers/${id(values, 'caregiver')}`
          : values.contract !== undefined
            ? `contracts/${id(values, 'contract')}`
            : undefined;
      if (
        owner === undefined ||
        (values.caregiver !== undefined && values.contract !== undefined)
      ) {
        throw new UsageError('week: give --caregiver or --contract (one of them)');
      }
      return {
        method: 'GET',
        path: `/ops/planning/${owner}/week`,
        query: { from: String(body.from) },
      };
    },
  },
  // Issue 40: staff accounts.
  {
    name: 'invite-staff',
    summary: 'invite a staff member to the console: a mail with a one-time link (72 h)',
    flags: [
      flag('email', 'string', 'their e-mail', 'email', true),
      flag('name', 'string', 'their name', 'name', true),
      flag('role', 'string', 'dispatcher, finance or admin', 'role', true),
    ],
    example: 'invite-staff --email eva@careport.example --name "Eva Berg" --role dispatcher',
    toRequest: (_values, body) => ({ method: 'POST', path: '/ops/staff/invitations', body }),
  },
  {
    name: 'totp',
    summary: 'the current sign-in code of the demo staff users (or of --secret); no server call',
    flags: [flag('secret', 'string', 'a base32 TOTP secret (default: the demo staff’s)')],
    example: 'totp',
    toRequest: (values) => ({
      method: 'TOTP',
      secret: typeof values.secret === 'string' ? values.secret : DEMO_STAFF_TOTP_SECRET,
    }),
  },
];

const GLOBAL_HELP = [
  '  --url <url>      the server (default OPS_URL, else http://127.0.0.1:$PORT, PORT default 3000)',
  '  --help           this text',
];

/** What a flag's value looks like, for the help. */
function placeholder(item: Flag): string {
  if (['service-request', 'care-receiver', 'contract', 'invoice', 'id'].includes(item.name))
    return 'id';
  if (item.name === 'caregiver' || item.name.endsWith('email')) return 'email';
  if (item.name === 'date' || item.name === 'birth-date') return 'yyyy-MM-dd';
  if (item.name === 'month') return 'yyyy-MM';
  if (['start', 'end', 'expires-at'].includes(item.name)) return 'date-time';
  if (item.type === 'list') return 'a,b';
  return item.type === 'string' ? 'text' : item.type;
}

export function formatHelp(): string {
  const lines = [
    'Usage: npm run -s ops -- <command> [--flags]',
    '',
    'The marketplace\'s back office (README "Back office"). It calls the running server with the',
    'client in DATA_DIR/ops-client.json, prints one JSON object and exits 0, or prints a message on',
    'stderr and exits 1 (2 for a wrong command line).',
    '',
    'Commands:',
  ];
  for (const command of COMMANDS) {
    lines.push('', `${command.name}: ${command.summary}`);
    if (command.positional) {
      lines.push(
        `${`  <${command.positional.name}>`.padEnd(36)} (required) ${command.positional.help}`,
      );
    }
    for (const item of command.flags) {
      const value = item.type === 'boolean' ? '' : ` <${placeholder(item)}>`;
      const left = `  --${item.name}${value}`;
      lines.push(`${left.padEnd(36)} ${item.required ? '(required) ' : ''}${item.help}`);
    }
    if (command.takesJson) {
      lines.push(`${'  --json <object>'.padEnd(36)} the body as JSON; flags given as well win`);
    }
    lines.push(`  e.g. npm run -s ops -- ${command.example}`);
  }
  lines.push('', 'Everywhere:', ...GLOBAL_HELP);
  return lines.join('\n');
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] ?? dotted] = value;
}

function convert(item: Flag, raw: string | boolean): unknown {
  if (typeof raw === 'boolean') return raw;
  switch (item.type) {
    case 'integer':
    case 'number': {
      const value = Number(raw);
      const ok = raw.trim() !== '' && Number.isFinite(value);
      if (!ok || (item.type === 'integer' && !Number.isInteger(value))) {
        throw new UsageError(
          `--${item.name} must be ${item.type === 'integer' ? 'a whole number' : 'a number'}`,
        );
      }
      return value;
    }
    case 'list':
      return raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
    case 'string':
    case 'boolean':
      return raw;
  }
}

function parseJsonBody(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError('--json is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError('--json must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export type ParsedCommandLine =
  | { kind: 'help' }
  | { kind: 'call'; command: string; request: OpsRequest; url: string | undefined };

/** The command line (after `npm run ops --`) as one API call, or a UsageError. */
export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    return { kind: 'help' };
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    throw new UsageError(
      `unknown command "${name}"; the commands are ${COMMANDS.map((c) => c.name).join(', ')}`,
    );
  }
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    url: { type: 'string' },
    help: { type: 'boolean' },
  };
  for (const item of command.flags) {
    options[item.name] = { type: item.type === 'boolean' ? 'boolean' : 'string' };
  }
  if (command.takesJson) options.json = { type: 'string' };
  let values: FlagValues;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...rest],
      options,
      strict: true,
      allowNegative: true,
      allowPositionals: command.positional !== undefined,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { kind: 'help' };
  if (command.positional) {
    const [value, ...extra] = positionals;
    if (value === undefined || extra.length > 0) {
      throw new UsageError(`${command.name} needs one <${command.positional.name}>`);
    }
    values[command.positional.name] = value;
  }
  const body = parseJsonBody(typeof values.json === 'string' ? values.json : undefined);
  for (const item of command.flags) {
    const raw = values[item.name];
    if (raw === undefined) {
      const inJson =
        item.target !== undefined && body[item.target.split('.')[0] ?? ''] !== undefined;
      if (item.required && !inJson) throw new UsageError(`${command.name} needs --${item.name}`);
      continue;
    }
    if (item.target !== undefined) setPath(body, item.target, convert(item, raw));
  }
  const url = typeof values.url === 'string' ? values.url : undefined;
  return { kind: 'call', command: command.name, request: command.toRequest(values, body), url };
}
