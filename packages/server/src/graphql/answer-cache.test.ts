import { describe, expect, it } from 'vitest';
import { createAnswerCache, GRAPHQL_ANSWER_MAX_BYTES } from './answer-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** An answer's text of exactly `bytes` bytes, key included (keys here are one character). */
const answerOf = (bytes: number) => `{"data":"${'x'.repeat(bytes - 12)}"}`;

describe('the GraphQL answer cache (issue 42 §1: bounded by bytes)', () => {
  it('drops the least recently used answers once their bytes pass the bound, whatever their count', () => {
    const cache = createAnswerCache({ maxBytes: 1_000, maxAnswerBytes: 1_000, maxEntries: 100 });
    cache.set('a', 'v1', answerOf(400), JSON_TYPE);
    cache.set('b', 'v1', answerOf(400), JSON_TYPE);
    expect(cache.get('a', 'v1')).toBeDefined();
    cache.set('c', 'v1', answerOf(400), JSON_TYPE);
    expect(cache.get('b', 'v1')).toBeUndefined();
    expect(cache.get('a', 'v1')?.identity.toString()).toBe(answerOf(400));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(800);
  });

  it('never keeps one answer over the per-answer maximum, and forgets the stale one it replaces', () => {
    const cache = createAnswerCache({ maxBytes: 10_000, maxAnswerBytes: 1_000, maxEntries: 100 });
    cache.set('diary', 'v1', answerOf(500), JSON_TYPE);
    cache.set('diary', 'v2', answerOf(1_001), JSON_TYPE);
    expect(cache.get('diary', 'v2')).toBeUndefined();
    expect(cache.get('diary', 'v1')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keeps the 15 aliased diaries of issue 42 (27 MB and more each) out by default', () => {
    const cache = createAnswerCache();
    const huge = `{"data":{"b0":[${'{"bookingId":"x"},'.repeat(GRAPHQL_ANSWER_MAX_BYTES / 18)}]}}`;
    cache.set('fifteen diaries', 'v1', huge, JSON_TYPE);
    expect(cache.size).toBe(0);
    cache.set('one diary', 'v1', answerOf(500_000), JSON_TYPE);
    expect(cache.get('one diary', 'v1')).toBeDefined();
  });

  it('answers only at the version the answer was made at', () => {
    const cache = createAnswerCache();
    cache.set('a', 'v1', answerOf(100), JSON_TYPE);
    expect(cache.get('a', 'v2')).toBeUndefined();
    expect(cache.get('a', 'v1')?.contentType).toBe(JSON_TYPE);
  });

  it('counts characters outside ASCII by their UTF-8 bytes', () => {
    const cache = createAnswerCache({ maxBytes: 10_000, maxAnswerBytes: 100, maxEntries: 100 });
    cache.set('k', 'v1', `"${'ü'.repeat(60)}"`, JSON_TYPE);
    expect(cache.size).toBe(0);
  });
});
