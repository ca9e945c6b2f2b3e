// Issue 40: the demo staff accounts' TOTP secret (README "Demo logins"). Public on purpose, so
// the demo can compute a code (`npm run ops -- totp` or any authenticator app); never seeded, and
// refused, when NODE_ENV=production (seed/demo-staff.ts). No imports: the ops CLI reads it.
export const DEMO_STAFF_TOTP_SECRET = 'INQXEZLQN5ZHILKEMVWW6LKTORQWMZRB';
