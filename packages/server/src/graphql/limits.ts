// Issue 15 §6, §9: what a GraphQL document may ask for, checked in validation, before anything runs.
// Mercurius keeps the validation result per query text, so these rules depend on the text alone;
// the introspection rule depends on the caller and runs per request (preExecution).
import type { ErrorCode } from '@careport/domain';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import {
  BREAK,
  GraphQLError,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { introspectionRule, isIntrospectionField } from './introspection-limits.js';
import { listSelectionsRule } from './list-selections.js';
import { queryDepthRule } from './query-depth.js';

/** The app uses none; a client batching a few lookups stays well under this. */
export const MAX_ALIASES = 15;
/**
 * graphql-armor's cost: 1 per scalar, 2 per object, ×1.5 per level. The diary's query costs ~30,
 * introspection is not counted (graphql/introspection-limits.ts bounds it); 1 000 copies of a list behind aliases or fragments cost far more.
 */
export const MAX_QUERY_COST = 1_000;
/** Tokens per document: the parser stops there, before building a tree for a huge text. */
export const MAX_QUERY_TOKENS = 2_000;
/** Mutations that hash a password or send a mail: once per request (issue 15 §6). */
const ONCE_PER_REQUEST = new Set(['requestPasswordReset', 'resetPassword']);

export const QUERY_TOO_COMPLEX: ErrorCode = 'QUERY_TOO_COMPLEX';

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX } });
}

/** Reports graphql-armor's rejection as a validation error (its default throws out of validate). */
const reportRejection = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(tooComplex(error.message.replace(/^Syntax Error: /, '')));

/** Counts the expensive mutations wherever they stand: aliased, in fragments or inline fragments. */
const oncePerRequestRule: ValidationRule = (context) => {
  const seen = new Map<string, number>();
  return {
    Field(node) {
      const parent = context.getParentType();
      if (parent?.name !== 'Mutation' || !ONCE_PER_REQUEST.has(node.name.value)) return;
      const count = (seen.get(node.name.value) ?? 0) + 1;
      seen.set(node.name.value, count);
      if (count === 2) {
        context.reportError(tooComplex(`${node.name.value} may be asked for once per request`));
      }
    },
  };
};

/** Copies of a node without its `__schema` and `__type` fields (visit's edits copy, never change). */
const withoutIntrospection = <T extends ASTNode>(node: T): T =>
  visit(node, { Field: (field) => (isIntrospectionField(field.name.value) ? null : undefined) });

/**
 * graphql-armor's cost of what is left once introspection is taken out: it skips `__schema` but
 * priced `__type`, and one type with the standard query's fragments costs ~50 000 (issue 41).
 * Its rule reads fragments through the context, so it gets a view that hands them out stripped.
 */
const costWithoutIntrospection: ValidationRule = (context) => {
  const fragments = new Map<string, FragmentDefinitionNode | null | undefined>();
  const view = Object.create(context, {
    getFragment: {
      value: (name: string) => {
        if (!fragments.has(name)) {
          const fragment = context.getFragment(name);
          fragments.set(name, fragment && withoutIntrospection(fragment));
        }
        return fragments.get(name);
      },
    },
  }) as ValidationContext;
  const cost = costLimitRule({
    maxCost: MAX_QUERY_COST,
    propagateOnRejection: false,
    onReject: [reportRejection],
  })(view);
  return {
    OperationDefinition(node) {
      visit(withoutIntrospection(node), cost);
      return false;
    },
  };
};

export const validationRules: ValidationRule[] = [
  maxAliasesRule({
    n: MAX_ALIASES,
    propagateOnRejection: false,
    onReject: [reportRejection],
  }),
  costWithoutIntrospection,
  // Issue 42 §1: the cost prices a list like one object; the rows behind it are bounded here.
  listSelectionsRule(tooComplex),
  oncePerRequestRule,
  queryDepthRule(tooComplex),
  // Issue 41: introspection by its own bounds; the ones above leave `__schema` and `__type` alone.
  introspectionRule(tooComplex),
];

/** Whether a document asks for the schema (`__schema`, `__type`); `__typename` is harmless. */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  // Fragments are visited where they are defined, so a spread cannot hide a field.
  visit(document, {
    Field(node) {
      if (!isIntrospectionField(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
