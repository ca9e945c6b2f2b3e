// Issue 40: staff accounts and the audit trail as the console reads them (GET /ops/staff,
// GET /ops/audit). Types only, shared by the server's services and the console.

export type StaffRole = 'dispatcher' | 'finance' | 'admin';

export type StaffDto = { id: string; email: string; name: string; role: StaffRole };

export type StaffListEntry = StaffDto & {
  disabled: boolean;
  invitedAt: string;
  lastSignInAt: string | null;
};

export type AuditEntry = {
  id: string;
  at: string;
  actorKind: 'staff' | 'client';
  actorLabel: string;
  role: StaffRole | null;
  action: string;
  recordType: string | null;
  recordId: string | null;
  summary: string;
};

export type AuditPage = { entries: AuditEntry[]; nextCursor: string | null };
