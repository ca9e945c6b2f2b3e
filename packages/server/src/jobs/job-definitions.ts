// The jobs this server works (README "Background jobs").
import { parseInvoiceMonth, previousInvoiceMonth } from '@careport/domain';
import type { Db } from '../db/client.js';
import { startInvoiceRun } from '../invoices/invoice-run-records.js';
import { OpsError } from '../services/ops/ops-error.js';
import type { Mailer } from '../mail/mailer.js';
import { sendDailyReminderMails } from '../push/daily-reminder-mail.js';
import {
  deliverNotification,
  NOTIFY_JOB,
  type NotificationEvent,
} from '../push/deliver-notification.js';
import { dueReminders } from '../push/reminder-sweep.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import type { PushFailureLog } from '../push/deliver-notification.js';
import type { PushSender } from '../push/web-push-sender.js';
import type { FileStorage } from '../storage/file-storage.js';
import { sweepOrphanFiles } from '../services/sweep-orphan-files.js';
import {
  PASSWORD_RESET_JOB_KEEP_SECONDS,
  sendPasswordResetMail,
} from '../services/request-password-reset.js';
import { sendStaffInvitationMail } from '../services/staff/staff-invitations.js';
import type { JobDefinition } from './job-queue.js';
import {
  IDEMPOTENCY_CLEANUP_JOB,
  INVOICE_RUN_JOB,
  MORNING_REMINDERS_JOB,
  ORPHAN_FILE_SWEEP_JOB,
  PASSWORD_RESET_MAIL_JOB,
  REMINDERS_JOB,
  STAFF_INVITATION_MAIL_JOB,
  SERVICE_DOCUMENTATION_CHECK_JOB,
} from './job-names.js';

export * from './job-names.js';
// Issue 12: the service documentation check
import {
  overdueReminder,
  runServiceDocumentationCheck,
} from '../services/service-documentation/overdue-check.js';

export type JobDeps = {
  db: Db;
  send: PushSender;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  /** Where the invoice run stores its PDFs. */
  storage: FileStorage;
  /** A failed push is told here with its reason (the app's log). */
  log: PushFailureLog;
};

/** Delivers every event, then throws what failed, so the job retries (reached devices are skipped). */
async function deliverAll(deps: JobDeps, events: NotificationEvent[]): Promise<void> {
  const failures: unknown[] = [];
  for (const event of events) {
    await deliverNotification(deps, event).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} reminder(s) failed`);
}

export function jobDefinitions(deps: JobDeps): JobDefinition<never>[] {
  const notify: JobDefinition<NotificationEvent> = {
    name: NOTIFY_JOB,
    handler: async (event) => {
      await deliverNotification(deps, event);
    },
  };
  const reminders: JobDefinition<object> = {
    name: REMINDERS_JOB,
    // Every 10 minutes: undocumented visits, first calls after 20 h, proposals about to expire.
    cron: '*/10 * * * *',
    handler: async () => deliverAll(deps, await dueReminders(deps.db, deps.now())),
  };
  const morning: JobDefinition<object> = {
    name: MORNING_REMINDERS_JOB,
    // 08:00 Berlin: visits still undocumented again, and the mail for those without push.
    cron: '0 8 * * *',
    handler: async () => {
      const events = await dueReminders(deps.db, deps.now(), { morning: true });
      await sendDailyReminderMails(deps, events);
      await deliverAll(deps, events);
    },
  };
  const invoiceRun: JobDefinition<{ month?: unknown }> = {
    name: INVOICE_RUN_JOB,
    // 03:00 Berlin on the 1st: last month's invoices (issue 12). Idempotent, so a retry or a
    // second instance's run creates nothing twice; a crash resumes with the contracts left.
    cron: '0 3 1 * *',
    // Recorded like a run the back office starts (record 0102), so the console shows it too.
    handler: async (data) => {
      const now = deps.now();
      const given = typeof data.month === 'string' ? parseInvoiceMonth(data.month) : null;
      let started: Awaited<ReturnType<typeof startInvoiceRun>>;
      try {
        started = await startInvoiceRun({
          db: deps.db,
          storage: deps.storage,
          now: deps.now,
          month: given ?? previousInvoiceMonth(now),
          startedBy: `job:${INVOICE_RUN_JOB}`,
        });
      } catch (error) {
        // Another instance or the finance team runs the month already: that run does the work.
        if (error instanceof OpsError && error.code === 'INVOICE_RUN_RUNNING') return;
        throw error;
      }
      const finished = await started.finished;
      // Failed: the job system retries it, and the retry resumes with the contracts left.
      if (finished.status === 'failed') throw new Error(`invoice run failed: ${finished.error}`);
    },
  };
  // Issue 12, spec 2 §4: 06:00 Berlin on the 3rd; opens the month's periods and marks the overdue.
  const serviceDocumentationCheck: JobDefinition<object> = {
    name: SERVICE_DOCUMENTATION_CHECK_JOB,
    cron: '0 6 3 * *',
    handler: async () => {
      const { markedOverdue } = await runServiceDocumentationCheck({
        db: deps.db,
        now: deps.now(),
      });
      await deliverAll(deps, markedOverdue.map(overdueReminder));
    },
  };
  const idempotencyCleanup: JobDefinition<object> = {
    name: IDEMPOTENCY_CLEANUP_JOB,
    // Hourly; the keys live 14 days, so an hour more or less does not matter.
    cron: '17 * * * *',
    handler: async () => {
      await deleteExpiredIdempotencyKeys(deps.db, deps.now());
    },
  };
  const orphanFileSweep: JobDefinition<object> = {
    name: ORPHAN_FILE_SWEEP_JOB,
    // Hourly, as the grace age: a file is swept between one and two hours after it became an orphan.
    cron: '41 * * * *',
    handler: async () => {
      await sweepOrphanFiles({ db: deps.db, storage: deps.storage, now: deps.now() });
    },
  };
  const passwordResetMail: JobDefinition<object> = {
    name: PASSWORD_RESET_MAIL_JOB,
    // The job's data is an address somebody asked about: gone soon after the mail.
    deleteAfterSeconds: PASSWORD_RESET_JOB_KEEP_SECONDS,
    handler: (data) => sendPasswordResetMail(deps, data),
  };
  const staffInvitationMail: JobDefinition<object> = {
    name: STAFF_INVITATION_MAIL_JOB,
    handler: (data) => sendStaffInvitationMail(deps, data),
  };
  return [
    notify,
    passwordResetMail,
    staffInvitationMail,
    reminders,
    morning,
    invoiceRun,
    serviceDocumentationCheck,
    idempotencyCleanup,
    orphanFileSweep,
  ] as JobDefinition<never>[];
}
