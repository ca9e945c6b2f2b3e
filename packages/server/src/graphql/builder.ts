import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, Kind } from 'graphql';
import type { GraphQLContext } from './context.js';

const DAY_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * toISOString per Date, remembered: the read cache hands out the same diary (2 000 dates for two
 * years) to every request, and formatting them was the largest cost of `allBookings`
 * (docs/performance/server.md). Checked against getTime, so a Date changed later is
 * formatted again.
 */
const isoStrings = new WeakMap<Date, { time: number; iso: string }>();
function toIsoString(date: Date): string {
  const time = date.getTime();
  const known = isoStrings.get(date);
  if (known?.time === time) return known.iso;
  const iso = date.toISOString();
  isoStrings.set(date, { time, iso });
  return iso;
}

function invalidScalar(name: string): GraphQLError {
  return new GraphQLError(`${name} expects an ISO-8601 value`);
}

/**
 * The code-first schema (DESIGN.md: Pothos with the Relay plugin: global ids and `node(id)`).
 * Fields are non-null unless they say otherwise.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    /** An instant, ISO-8601 with offset (common.md: dates are ISO-8601 strings). */
    DateTime: { Input: Date; Output: Date };
    /** A day date, yyyy-MM-dd (spec 2 §3). */
    Date: { Input: string; Output: string };
  };
}>({
  plugins: [RelayPlugin],
  defaultFieldNullability: false,
  relay: { clientMutationId: 'omit', cursorType: 'String' },
});

builder.scalarType('DateTime', {
  description: 'An instant as an ISO-8601 string with offset, e.g. 2026-05-04T08:30:00.000Z',
  serialize: toIsoString,
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw invalidScalar('DateTime');
    return date;
  },
  parseLiteral: (node) => {
    const date = node.kind === Kind.STRING ? new Date(node.value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw invalidScalar('DateTime');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A day date, yyyy-MM-dd',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !DAY_DATE.test(value)) throw invalidScalar('Date');
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING || !DAY_DATE.test(node.value)) throw invalidScalar('Date');
    return node.value;
  },
});

builder.queryType({});
builder.mutationType({});
