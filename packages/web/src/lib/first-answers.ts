import type { QueryClient } from '@tanstack/react-query';
import { asFields } from './start-up-fields';

// Issue 16 "Speed of the first screen": a signed-in first visit without the service worker gets
// its first screen rendered by the server (packages/web/src/first-screen, public/signed-in-copy.js)
// from these answers. The page hands them over, so the app's first render shows the same screen
// instead of a loader and a skeleton over it, and asks for nothing the copy was just made from.

/** The id of the data block public/signed-in-copy.js puts into the page. */
export const FIRST_ANSWERS_ELEMENT_ID = 'careport-first-answers';

export type FirstAnswer = { queryKey: readonly unknown[]; data: unknown };

/** What the server answers beside the markup, and the page hands over. */
export type FirstAnswers = { owner: string; answers: FirstAnswer[] };

let wasHandedOver = false;

/** Whether the page holds answers not yet taken over (the copy is still on screen). */
export function hasFirstAnswers(): boolean {
  return (
    typeof document !== 'undefined' && document.getElementById(FIRST_ANSWERS_ELEMENT_ID) !== null
  );
}

function parse(text: string): FirstAnswers | null {
  try {
    const fields = asFields(JSON.parse(text));
    const owner = fields?.['owner'];
    const answers = fields?.['answers'];
    if (typeof owner !== 'string' || !Array.isArray(answers)) return null;
    const valid = answers.every((answer: unknown) => {
      const answerFields = asFields(answer);
      return (
        answerFields !== null && Array.isArray(answerFields['queryKey']) && 'data' in answerFields
      );
    });
    return valid ? { owner, answers: answers as FirstAnswer[] } : null;
  } catch {
    return null;
  }
}

/**
 * Puts the handed-over answers into the query cache, once, and only when they are the signed-in
 * caregiver's (`owner`, the token's subject): a copy made for another session is dropped.
 * Answers whether there were any.
 */
export function takeFirstAnswers(queryClient: QueryClient, owner: string | null): boolean {
  if (typeof document === 'undefined') return false;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (element === null) return false;
  element.remove();
  const handed = parse(element.textContent ?? '');
  if (handed === null || owner === null || handed.owner !== owner) return false;
  const updatedAt = Date.now();
  for (const { queryKey, data } of handed.answers) {
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
  wasHandedOver = true;
  return true;
}

/**
 * Whether this page's first screen came with the server's answers (the diary renders at once).
 * On the server it did: the copy is rendered from them.
 */
export function wereFirstAnswersHandedOver(): boolean {
  return wasHandedOver || typeof document === 'undefined';
}
