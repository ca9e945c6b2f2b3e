// The back office's command line as a user types it: each command becomes one API call; a wrong
// command line is a UsageError naming what is wrong, before anything is sent.
import { describe, expect, it } from 'vitest';
import { COMMANDS, formatHelp, parseCommandLine, UsageError } from './ops-commands.js';

const call = (argv: string[]) => {
  const parsed = parseCommandLine(argv);
  if (parsed.kind !== 'call') throw new Error('expected a call');
  return parsed;
};

describe('npm run ops -- <command>', () => {
  it('propose: flags become the nested body', () => {
    const { request } = call([
      'propose',
      '--caregiver',
      'anna@careport.example',
      '--first-name',
      'Erna',
      '--street',
      'Lychener Straße',
      '--postal-code',
      '10437',
      '--self-booker',
      '--services',
      'shopping, walks',
      '--price',
      '3690',
      '--duration',
      '90',
      '--no-new-customer',
      '--expires-in-hours',
      '1.5',
    ]);
    expect(request).toEqual({
      method: 'POST',
      path: '/ops/service-requests',
      body: {
        caregiver_email: 'anna@careport.example',
        care_receiver: {
          first_name: 'Erna',
          address: { street: 'Lychener Straße', postal_code: '10437' },
          is_self_booker: true,
        },
        sub_service_ids: ['shopping', 'walks'],
        gross_price_per_hour_in_cents: 3690,
        schedule: { duration_in_minutes: 90 },
        is_new_customer: false,
        expires_in_hours: 1.5,
      },
    });
  });

  it('propose: --json gives the body, flags win', () => {
    const { request } = call([
      'propose',
      '--json',
      '{"caregiver_email":"a@b.de","description":"alt","schedule":{"frequency":"ONCE"}}',
      '--description',
      'neu',
      '--date',
      '2031-01-02',
    ]);
    expect(request).toMatchObject({
      body: {
        caregiver_email: 'a@b.de',
        description: 'neu',
        schedule: { frequency: 'ONCE', date: '2031-01-02' },
      },
    });
  });

  it('propose --service-request proposes an existing request again', () => {
    expect(
      call([
        'propose',
        '--service-request',
        'r1',
        '--caregiver',
        'x@y.de',
        '--expires-in-hours',
        '3',
      ]).request,
    ).toEqual({
      method: 'POST',
      path: '/ops/service-requests/r1/proposals',
      body: { caregiver_email: 'x@y.de', expires_in_hours: 3 },
    });
    expect(() =>
      parseCommandLine([
        'propose',
        '--service-request',
        'r1',
        '--caregiver',
        'x@y.de',
        '--city',
        'B',
      ]),
    ).toThrow(/leave out care_receiver/);
  });

  it.each<[string[], unknown]>([
    [
      [
        'award',
        '--service-request',
        'r 1',
        '--start',
        '2031-01-01T09:00:00Z',
        '--end',
        '2031-01-01T10:00:00Z',
      ],
      {
        method: 'POST',
        path: '/ops/service-requests/r%201/award',
        body: { start_date: '2031-01-01T09:00:00Z', end_date: '2031-01-01T10:00:00Z' },
      },
    ],
    [
      [
        'first-booking',
        '--contract',
        'c1',
        '--answer',
        'maybe',
        '--reason',
        'reason_other',
        '--comment',
        'Später',
      ],
      {
        method: 'POST',
        path: '/ops/contracts/c1/first-booking',
        body: { answer: 'maybe', reason: 'reason_other', comment: 'Später' },
      },
    ],
    [
      [
        'first-booking',
        '--contract',
        'c1',
        '--answer',
        'decline',
        '--reason',
        'different_type_of_caregiver_needed',
        '--sub-reason',
        'language',
      ],
      {
        method: 'POST',
        path: '/ops/contracts/c1/first-booking',
        body: {
          answer: 'decline',
          reason: 'different_type_of_caregiver_needed',
          sub_reason: 'language',
        },
      },
    ],
    [
      ['cancel-contract', '--contract', 'c1', '--date', '2031-01-31'],
      { method: 'POST', path: '/ops/contracts/c1/cancel', body: { scheduled_for: '2031-01-31' } },
    ],
    [
      ['cancel-contract', '--contract', 'c1', '--date', '2031-01-31', '--reason', 'Umzug'],
      {
        method: 'POST',
        path: '/ops/contracts/c1/cancel',
        body: { scheduled_for: '2031-01-31', reason: 'Umzug' },
      },
    ],
    [
      ['run-job', '--job', 'reminders'],
      { method: 'POST', path: '/ops/jobs/reminders/run', body: {} },
    ],
    [
      ['list-proposals', '--status', 'DECLINED', '--caregiver', 'anna@careport.example'],
      {
        method: 'GET',
        path: '/ops/proposals',
        query: { status: 'DECLINED', caregiver_email: 'anna@careport.example' },
      },
    ],
    [['list-proposals'], { method: 'GET', path: '/ops/proposals', query: {} }],
    [
      [
        'plan-booking',
        '--contract',
        'c1',
        '--date',
        '2031-01-07',
        '--start',
        '09:00',
        '--end',
        '10:30',
        '--weeks',
        '3',
      ],
      {
        method: 'POST',
        path: '/ops/planning/bookings',
        body: {
          contractId: 'c1',
          date: '2031-01-07',
          start: '09:00',
          end: '10:30',
          repeatWeeks: 3,
        },
      },
    ],
    [
      [
        'move-booking',
        '--booking',
        'b 1',
        '--date',
        '2031-01-08',
        '--start',
        '14:00',
        '--end',
        '15:00',
      ],
      {
        method: 'PATCH',
        path: '/ops/planning/bookings/b%201',
        body: { date: '2031-01-08', start: '14:00', end: '15:00' },
      },
    ],
    [
      ['cancel-booking', '--booking', 'b1', '--reason', 'Im Krankenhaus'],
      {
        method: 'POST',
        path: '/ops/planning/bookings/b1/cancel',
        body: { reason: 'Im Krankenhaus' },
      },
    ],
    [
      ['week', '--contract', 'c1', '--from', '2031-01-05'],
      { method: 'GET', path: '/ops/planning/contracts/c1/week', query: { from: '2031-01-05' } },
    ],
    [
      ['verify-proof', 'nachweis.pdf'],
      { method: 'POST', path: '/ops/proofs/verify', body: {}, hashFile: 'nachweis.pdf' },
    ],
  ])('%o → %o', (argv, request) => {
    expect(call(argv).request).toEqual(request);
  });

  it('takes --url', () => {
    expect(call(['list-proposals', '--url', 'http://ops.test:8080']).url).toBe(
      'http://ops.test:8080',
    );
  });

  it.each([
    [['award'], /award needs --service-request/],
    [['first-booking', '--contract', 'c1'], /needs --answer/],
    [['cancel-contract', '--date', '2031-01-31'], /needs --contract/],
    [['run-job'], /needs --job/],
    [['propose', '--first-name', 'Erna'], /needs --caregiver/],
    [['propose', '--caregiver', 'a@b.de', '--price', '36,90'], /--price must be a whole number/],
    [['propose', '--caregiver', 'a@b.de', '--json', '[1]'], /--json must be a JSON object/],
    [['propose', '--caregiver', 'a@b.de', '--json', '{'], /--json is not valid JSON/],
    [['award', '--service-request', 'r1', '--json', '{}'], /Unknown option '--json'/],
    [['list-proposals', '--colour', 'red'], /Unknown option '--colour'/],
    [['list-proposals', 'extra'], /positional/],
    [['invoice'], /unknown command "invoice"/],
    [['verify-proof'], /verify-proof needs one <file>/],
  ])('refuses %o', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
    expect(() => parseCommandLine(argv)).toThrow(message);
  });

  it('--help lists every command with its flags and an example', () => {
    for (const argv of [[], ['--help'], ['help'], ['award', '--help']]) {
      expect(parseCommandLine(argv)).toEqual({ kind: 'help' });
    }
    const help = formatHelp();
    for (const command of COMMANDS) {
      expect(help).toContain(`${command.name}: `);
      expect(help).toContain(`npm run -s ops -- ${command.name}`);
      for (const flag of command.flags) expect(help).toContain(`--${flag.name}`);
    }
  });
});
