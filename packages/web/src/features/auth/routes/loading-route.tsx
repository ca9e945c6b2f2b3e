import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-status';
import { useSession } from '../../../lib/session';
import { readReturnTo } from '../components/return-to';

/** spec 2 §2 /loading: the transitional screen, shown while the session is being renewed. */
export function LoadingRoute() {
  const location = useLocation();
  const { isRefreshing } = useSession();
  if (isRefreshing) return <FullPageLoader />;
  return <Navigate to={readReturnTo(location.state)} replace />;
}
