import { dayDate, isoDateTime } from '@careport/domain';
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError, Kind, type GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.js';

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
 * Global ids come from clients: one naming a type that is no node (`Nope:1` in base64) is not
 * found, like an unknown id, instead of Pothos's schema error (a 500, issue 15 §7).
 */
function isNodeTypeName(info: GraphQLResolveInfo, typename: string): boolean {
  // Duck-typed: Mercurius may run graphql's CommonJS build, so isObjectType's instanceof fails.
  const type = info.schema.getType(typename) as
    { getInterfaces?: () => readonly { name: string }[] } | undefined;
  return type?.getInterfaces?.().some((node) => node.name === 'Node') ?? false;
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
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      resolve: (_root, { id }, _context, info, resolveNode) =>
        isNodeTypeName(info, id.typename) ? resolveNode(id) : null,
    },
    nodesQueryOptions: {
      resolve: async (_root, args, _context, info, resolveNodes) => {
        const isKnown = args.ids.map((id) => isNodeTypeName(info, id.typename));
        // The relay plugin's resolveNodes reads `args.ids` itself, so the known ones go there too.
        args.ids = args.ids.filter((_id, index) => isKnown[index]);
        const found = await resolveNodes(args.ids);
        let next = 0;
        return isKnown.map((known) => (known ? (found[next++] ?? null) : null));
      },
    },
  },
});

// The scalars take what the REST edge takes (the domain's schemas): ISO-8601 only, in a plausible
// year (issue 15 #11), never whatever `new Date(text)` happens to make of a string.
const isoDateTimeSchema = isoDateTime();
const dayDateSchema = dayDate();

function parseDateTime(value: unknown): Date {
  const parsed = isoDateTimeSchema.safeParse(value);
  if (!parsed.success) throw invalidScalar('DateTime');
  return new Date(parsed.data);
}

function parseDayDate(value: unknown): string {
  const parsed = dayDateSchema.safeParse(value);
  if (!parsed.success) throw invalidScalar('Date');
  return parsed.data;
}

builder.scalarType('DateTime', {
  description: 'An instant as an ISO-8601 string with offset, e.g. 2026-05-04T08:30:00.000Z',
  serialize: toIsoString,
  parseValue: parseDateTime,
  parseLiteral: (node) => parseDateTime(node.kind === Kind.STRING ? node.value : undefined),
});

builder.scalarType('Date', {
  description: 'A day date, yyyy-MM-dd',
  serialize: (value) => value,
  parseValue: parseDayDate,
  parseLiteral: (node) => parseDayDate(node.kind === Kind.STRING ? node.value : undefined),
});

builder.queryType({});
builder.mutationType({});
