/**
 * spec 2 §6: employed caregivers have a different support e-mail and phone than independents
 * (the spec leaves the values out; these are the demo's). spec 2 §9 support hours apply to
 * independents; employees reach their team lead's office (docs/decisions/0034-account-area.md,
 * issue 11).
 */
export type SupportContact = { phone: string; email: string };

export const INDEPENDENT_SUPPORT: SupportContact = {
  phone: '+49 30 2555 6010',
  email: 'support@careport.example',
};

export const EMPLOYEE_SUPPORT: SupportContact = {
  phone: '+49 30 2555 6020',
  email: 'team@careport.example',
};

export function supportContactFor(isEmployee: boolean): SupportContact {
  return isEmployee ? EMPLOYEE_SUPPORT : INDEPENDENT_SUPPORT;
}
