import type { RouteObject } from 'react-router';

/** Issue 14: the sync queue, `/sync`, reached from the shell's badge. */
export const syncRoutes: RouteObject[] = [
  {
    path: 'sync',
    lazy: async () => ({ Component: (await import('./routes/sync-route')).SyncRoute }),
  },
];
