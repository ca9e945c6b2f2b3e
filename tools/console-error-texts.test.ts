import { describe, expect, it } from 'vitest';
import { de } from '../packages/console/src/i18n/de';
import { en } from '../packages/console/src/i18n/en';
import { ApiError } from '../packages/console/src/lib/api-error';
import { errorMessage } from '../packages/console/src/lib/error-message';
import type { Translate } from '../packages/console/src/lib/i18n';
import { OPS_ERROR_CODES } from '../packages/server/src/services/ops/ops-error';

// Issue 40: the console showed the server's English `message` for a code it had no text for. The
// codes come from the server's own list (what /ops and /staff-invitations answer, and what the
// OpenAPI description's enum is made of), so a code added there without a console text fails here.
const SERVER_MESSAGE = 'English text for the terminal';

const translator =
  (catalogue: Record<string, string>): Translate =>
  (key, values = {}) =>
    (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
      String(values[name] ?? ''),
    );

const messageFor = (code: string, catalogue: Record<string, string>) =>
  errorMessage(
    new ApiError({ httpStatus: 409, code, serverMessage: SERVER_MESSAGE }),
    translator(catalogue),
  );

describe("the console's texts for the back office's error codes", () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('has a text of its own for every /ops code (%s)', (_locale, catalogue) => {
    const untold = OPS_ERROR_CODES.filter((code) => {
      const message = messageFor(code, catalogue);
      return message.includes(SERVER_MESSAGE) || message.includes(code);
    });
    expect(untold).toEqual([]);
  });

  it('tells the newer codes apart, in German first and in English', () => {
    expect(messageFor('CARE_RECEIVER_CONTRACT_OPEN', de)).toBe(
      'Ein Vertrag dieser Person ist noch nicht beendet: Die Aufbewahrungsfrist hat noch nicht begonnen.',
    );
    expect(messageFor('CARE_RECEIVER_RETENTION_RUNNING', en)).toBe(
      'The retention period is still running. Only after it can the data be anonymised.',
    );
    expect(messageFor('INVOICE_RUN_RUNNING', de)).toBe(
      'Für diesen Monat läuft bereits ein Rechnungslauf.',
    );
  });

  it("still shows the server's message with its code for a code it does not know", () => {
    expect(messageFor('SOMETHING_NEW', de)).toBe(`${SERVER_MESSAGE} (SOMETHING_NEW)`);
  });
});
