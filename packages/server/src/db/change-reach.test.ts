import { describe, expect, it } from 'vitest';
import { reachOf, runAsCaregiver, widest, type Reach } from './change-reach.js';

const ANNA = '6f1c1c9e-4d0e-4a53-9a3c-0a8f1f7d2b11';
const BEN = '0c3f3f6a-8e2b-4d1e-b7f4-5d9a2c6e8f20';
const asAnna = (statement: string) => runAsCaregiver(ANNA, () => reachOf(statement));

describe('who a change shows to (issue 17) and whether the diary can follow it (record 0125)', () => {
  it('reads nothing into plain reads and the sign-in tables', () => {
    expect(asAnna('select * from "bookings"')).toEqual({ kind: 'none' });
    expect(asAnna('insert into "refresh_tokens" ("id") values ($1)')).toEqual({ kind: 'none' });
  });

  it('lets the diary follow a caregiver’s own booking rows, not their contracts or a deleted row', () => {
    const own = (diaryFollows: boolean): Reach => ({
      kind: 'own',
      caregiverId: ANNA,
      diaryFollows,
    });
    expect(asAnna('update "bookings" set "status" = $1')).toEqual(own(true));
    expect(asAnna('insert into "booking_services" ("booking_id") values ($1)')).toEqual(own(true));
    expect(asAnna('delete from "booking_services" where "booking_id" = $1')).toEqual(own(true));
    expect(asAnna('insert into "booking_documentation" ("id") values ($1)')).toEqual(own(true));
    expect(asAnna('delete from "bookings" where "id" = $1')).toEqual(own(false));
    expect(asAnna('update "contracts" set "is_active" = $1')).toEqual(own(false));
    expect(asAnna('update "proposals" set "status" = $1')).toEqual(own(false));
  });

  it('counts writes outside a caregiver’s request, and unknown ones, for everybody', () => {
    expect(reachOf('update "bookings" set "status" = $1')).toEqual({ kind: 'all' });
    expect(asAnna('update "care_receivers" set "last_name" = $1')).toEqual({ kind: 'all' });
    expect(asAnna('vacuum')).toEqual({ kind: 'all' });
  });

  it('reaches as far as a transaction’s widest statement', () => {
    const followed: Reach = { kind: 'own', caregiverId: ANNA, diaryFollows: true };
    const unfollowed: Reach = { kind: 'own', caregiverId: ANNA, diaryFollows: false };
    expect(widest(followed, followed)).toEqual(followed);
    expect(widest(followed, unfollowed)).toEqual(unfollowed);
    expect(widest(unfollowed, followed)).toEqual(unfollowed);
    expect(widest({ kind: 'none' }, followed)).toEqual(followed);
    expect(widest(followed, { ...followed, caregiverId: BEN })).toEqual({ kind: 'all' });
    expect(widest(followed, { kind: 'all' })).toEqual({ kind: 'all' });
  });
});
