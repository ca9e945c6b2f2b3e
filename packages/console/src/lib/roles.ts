export const STAFF_ROLES = ['dispatcher', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's areas, each with the roles the server lets in (issue 40's route mapping). */
export const AREAS = [
  { path: 'caregivers', roles: ['dispatcher', 'admin'] },
  { path: 'planning', roles: ['dispatcher'] },
  { path: 'service-requests', roles: ['dispatcher'] },
  { path: 'answers', roles: ['dispatcher'] },
  { path: 'money', roles: ['finance'] },
  { path: 'proofs', roles: ['finance'] },
  // Record 0105: finance reviews the service documentation; only the dispatcher writes. After
  // Money and Proofs: finance's first area (the start screen) stays its own work.
  { path: 'contracts', roles: ['dispatcher', 'finance'] },
  { path: 'care-receivers', roles: ['admin'] },
  { path: 'staff', roles: ['admin'] },
  { path: 'audit', roles: ['dispatcher', 'finance', 'admin'] },
] as const satisfies readonly { path: string; roles: readonly StaffRole[] }[];

export type AreaPath = (typeof AREAS)[number]['path'];

export function areasFor(role: StaffRole): AreaPath[] {
  return AREAS.filter((area) => (area.roles as readonly StaffRole[]).includes(role)).map(
    (area) => area.path,
  );
}

export function mayOpen(role: StaffRole, path: AreaPath): boolean {
  return areasFor(role).includes(path);
}
