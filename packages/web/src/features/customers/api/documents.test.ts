import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { badgeCountsDocument } from '../../../lib/api/get-badge-counts';
import { contractDocument } from './get-contract';
import { contractsDocument } from './get-contracts';
import { proposalDocument } from './get-proposal';
import { proposalsDocument } from './get-proposals';
import { updateContractConfirmationStatusDocument } from './update-contract-confirmation-status';
import schemaText from '../../../../../../docs/api/schema.graphql?raw';

// The component tests answer from a fake server; this keeps the documents they send true to the
// server's schema (docs/api/schema.graphql, exported from the server and checked by its tests).
const schema = buildSchema(schemaText);

describe("the customer area's GraphQL documents", () => {
  it.each([
    ['allProposals', proposalsDocument],
    ['proposal', proposalDocument],
    ['allContracts', contractsDocument],
    ['contract', contractDocument],
    ['updateContractConfirmationStatus', updateContractConfirmationStatusDocument],
    ['the badge counts', badgeCountsDocument],
  ])('%s is valid against the server schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
