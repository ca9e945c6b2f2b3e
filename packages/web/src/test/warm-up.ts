/**
 * The app's lazy chunks a test renders through `appRoutes` (the logged-out frame, the shell and
 * what it loads after its first paint, the diary). Imported once before the tests, as the app's
 * service worker has them at hand, so a test's `findBy…` does not time out while vitest
 * transforms a chunk for the first time.
 */
export async function warmUpAppChunks(): Promise<void> {
  await Promise.all([
    import('../features/auth/components/auth-layout'),
    import('../features/auth/routes/login-route'),
    import('../app/shell/shell-layout'),
    import('../app/shell/menu-drawer'),
    import('../features/bookings/components/undocumented-reminder'),
    import('../features/bookings/routes/diary-route'),
  ]);
}
