import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  hasFirstAnswers,
  takeFirstAnswers,
  wereFirstAnswersHandedOver,
} from './first-answers';

// Issue 16: the answers a server-rendered first screen was made from, as public/signed-in-copy.js
// puts them into the page.
const DIARY = ['graphql', 'bookings', 'diary'];

function handOver(value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
});

describe('the answers handed over with a rendered first screen (issue 16)', () => {
  it("puts the signed-in caregiver's answers into the cache once, fresh", () => {
    handOver({ owner: 'cg-1', answers: [{ queryKey: DIARY, data: [{ bookingId: 'b-1' }] }] });
    expect(hasFirstAnswers()).toBe(true);
    const client = new QueryClient();
    expect(takeFirstAnswers(client, 'cg-1')).toBe(true);
    expect(client.getQueryData(DIARY)).toEqual([{ bookingId: 'b-1' }]);
    expect(client.getQueryState(DIARY)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
    expect(wereFirstAnswersHandedOver()).toBe(true);
    // Taken: a second signed-in area (after a logout and sign-in) starts without them.
    expect(hasFirstAnswers()).toBe(false);
    expect(takeFirstAnswers(new QueryClient(), 'cg-1')).toBe(false);
  });

  it("drops answers made for another caregiver's session, and anything malformed", () => {
    handOver({ owner: 'cg-1', answers: [{ queryKey: DIARY, data: [] }] });
    const client = new QueryClient();
    expect(takeFirstAnswers(client, 'cg-2')).toBe(false);
    expect(client.getQueryData(DIARY)).toBeUndefined();
    expect(hasFirstAnswers()).toBe(false);

    for (const malformed of ['{', { owner: 1, answers: [] }, { owner: 'cg-1', answers: [{}] }]) {
      handOver(malformed);
      expect(takeFirstAnswers(client, 'cg-1')).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
    handOver({ owner: 'cg-1', answers: [] });
    expect(takeFirstAnswers(client, null)).toBe(false);
  });
});
