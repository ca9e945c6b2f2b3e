import { Navigate } from 'react-router';
import { areasFor } from '../lib/roles';
import { useStaffSession } from '../lib/staff-session';

/** The console's start: the first area the staff member's role opens. */
export function StartArea() {
  const { me } = useStaffSession();
  if (!me) return null;
  const [first] = areasFor(me.role);
  return <Navigate to={`/${first ?? 'audit'}`} replace />;
}
