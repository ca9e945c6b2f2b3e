/** Where to go after signing in: the page the caregiver wanted (router state `from`), or home. */
export function readReturnTo(state: unknown): string {
  if (state !== null && typeof state === 'object' && 'from' in state) {
    const { from } = state;
    // Only a path of this app: never another origin ('//host') or a login screen again.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}
