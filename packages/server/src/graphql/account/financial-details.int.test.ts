// Issue 12, spec 2 §5–§7: bank and tax details, read and edited; employees see no tax fields and
// cannot edit; the financial overview withholds earnings from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/booking-helpers.js';
import { firstError, graphqlAs } from '../../test/graphql-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UPDATE = `mutation ($input: UpdateCaregiverFinancialDetailsInput!) {
  updateCaregiverFinancialDetails(input: $input) {
    caregiverId bank { iban bic } tax { taxNo ustId }
  }
}`;
const READ = `{ financialDetails { caregiverId isEditable bank { iban bic } tax { taxNo ustId } }
  financialOverview { monthlyDocumentedMinutes monthlyGrossEarningsInCents } }`;

const good = {
  bank: { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
  tax: { taxNo: '35/123/45678', ustId: '' },
};

describe('updateCaregiverFinancialDetails (spec 2 §7)', () => {
  it('stores a right IBAN (normalised) and answers caregiverId, bank, tax', async () => {
    const caregiver = await signIn(t);
    const answer = await graphqlAs<{ updateCaregiverFinancialDetails: unknown }>(
      t,
      caregiver.token,
      UPDATE,
      { input: good },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateCaregiverFinancialDetails).toEqual({
      caregiverId: caregiver.id,
      bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      tax: { taxNo: '35/123/45678', ustId: null },
    });
    const read = await graphqlAs<{ financialDetails: unknown }>(t, caregiver.token, READ);
    expect(read.data?.financialDetails).toEqual({
      caregiverId: caregiver.id,
      isEditable: true,
      bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      tax: { taxNo: '35/123/45678', ustId: null },
    });
  });

  it.each([
    [
      'a wrong check digit',
      { ...good, bank: { ...good.bank, iban: 'DE88370400440532013000' } },
      { 'bank.iban': 'VALIDATION_IBAN' },
    ],
    [
      'a German IBAN one digit short',
      { ...good, bank: { ...good.bank, iban: 'DE8937040044053201300' } },
      { 'bank.iban': 'VALIDATION_IBAN' },
    ],
    [
      'no IBAN',
      { ...good, bank: { ...good.bank, iban: ' ' } },
      { 'bank.iban': 'VALIDATION_REQUIRED' },
    ],
    [
      'a malformed BIC',
      { ...good, bank: { ...good.bank, bic: 'COBA-DE' } },
      { 'bank.bic': 'VALIDATION_BIC' },
    ],
    [
      'neither tax number nor VAT id',
      { ...good, tax: { taxNo: '', ustId: ' ' } },
      { 'tax.taxNo': 'VALIDATION_TAX_NO_REQUIRED', 'tax.ustId': 'VALIDATION_UST_ID_REQUIRED' },
    ],
  ])('refuses %s and changes nothing', async (_, input, details) => {
    const caregiver = await signIn(t);
    await graphqlAs(t, caregiver.token, UPDATE, { input: good });
    const answer = await graphqlAs(t, caregiver.token, UPDATE, { input });
    expect(firstError(answer)).toEqual({ code: 'CANNOT_DESERIALIZE_REQUEST_DATA', details });
    const read = await graphqlAs<{ financialDetails: { bank: unknown } }>(t, caregiver.token, READ);
    expect(read.data?.financialDetails.bank).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
  });

  it('takes a VAT id alone', async () => {
    const caregiver = await signIn(t);
    const answer = await graphqlAs<{ updateCaregiverFinancialDetails: { tax: unknown } }>(
      t,
      caregiver.token,
      UPDATE,
      { input: { ...good, tax: { ustId: 'DE123456789' } } },
    );
    expect(answer.data?.updateCaregiverFinancialDetails.tax).toEqual({
      taxNo: null,
      ustId: 'DE123456789',
    });
  });
});

describe('employees (spec 2 §6)', () => {
  it('cannot edit financial details, see no tax fields and no earnings', async () => {
    const employee = await signIn(t, true);
    const answer = await graphqlAs(t, employee.token, UPDATE, { input: good });
    expect(firstError(answer).code).toBe('FORBIDDEN');
    const read = await graphqlAs<{
      financialDetails: { isEditable: boolean; tax: unknown; bank: unknown };
      financialOverview: { monthlyGrossEarningsInCents: number | null };
    }>(t, employee.token, READ);
    expect(read.data?.financialDetails).toMatchObject({
      isEditable: false,
      tax: null,
      bank: { iban: null, bic: null },
    });
    expect(read.data?.financialOverview.monthlyGrossEarningsInCents).toBeNull();
  });
});
