// Issue 41: the standard introspection query (graphql-js's getIntrospectionQuery, sent by GraphiQL,
// codegen and Apollo's tools) is 15 fields deep and answers one list of ~100 types: the ordinary
// depth, cost and list rules refused it, and they are the wrong measure for it anyway, as the
// introspection types are fixed by the GraphQL spec, not by our data. Introspection is bounded
// here instead, by what makes its answer grow: how deep it nests, how many of its lists nest in
// each other, and how often a request asks for the whole schema
// (docs/decisions/0079-graphql-over-http-and-introspection.md). Who may introspect at all is
// decided per request in graphql/plugin.ts.
import { Kind, type GraphQLError, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentsOf, memoisedSpread, type Fragments } from './fragment-walk.js';

/** `__schema` counts as the first level; graphql-js's TypeRef fragment makes the standard 15 (its innermost `name`). */
export const MAX_INTROSPECTION_DEPTH = 15;
/** The standard query nests `types { fields { args } }`; each list more multiplies the answer. */
export const MAX_INTROSPECTION_LISTS = 3;
/** The whole schema is answered once per request (an alias more would answer it again). */
export const MAX_SCHEMA_FIELDS = 1;

/**
 * The lists of objects the introspection types have (GraphQL spec §4.2: __Schema, __Type,
 * __Field, __Directive). They are fixed by the spec, so names say it exactly.
 */
const INTROSPECTION_LISTS = new Set([
  'types',
  'directives',
  'fields',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'args',
]);

/** `__schema` and `__type` (not `__typename`, which is harmless and allowed everywhere). */
export const isIntrospectionField = (name: string) => name === '__schema' || name === '__type';

type Measure = { depth: number; lists: number };

/** Depth and list nesting below a selection set; each fragment measured once (memoised). */
function createMeasure(fragments: Fragments) {
  const measure = (selectionSet: SelectionSetNode | undefined): Measure => {
    let depth = 0;
    let lists = 0;
    for (const selection of selectionSet?.selections ?? []) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const below = measure(selection.selectionSet);
        const isList =
          selection.selectionSet !== undefined && INTROSPECTION_LISTS.has(selection.name.value);
        inner = { depth: below.depth + 1, lists: below.lists + (isList ? 1 : 0) };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        inner = spread(selection.name.value);
      }
      depth = Math.max(depth, inner.depth);
      lists = Math.max(lists, inner.lists);
    }
    return { depth, lists };
  };
  const spread = memoisedSpread(fragments, { depth: 0, lists: 0 }, measure);
  return measure;
}

/** Every `__schema` or `__type` field, wherever it stands (fragments where they are defined). */
export const introspectionRule =
  (onReject: (message: string) => GraphQLError): ValidationRule =>
  (context) => {
    const fragments = fragmentsOf(context.getDocument());
    const measure = createMeasure(fragments);
    let schemaFields = 0;
    return {
      Field(node) {
        if (!isIntrospectionField(node.name.value)) return undefined;
        if (node.name.value === '__schema') schemaFields += 1;
        if (schemaFields > MAX_SCHEMA_FIELDS) {
          context.reportError(onReject('The schema may be asked for once per request'));
          return false;
        }
        const below = measure(node.selectionSet);
        if (below.depth + 1 > MAX_INTROSPECTION_DEPTH) {
          context.reportError(
            onReject(
              `The introspection query is ${below.depth + 1} levels deep; at most ${MAX_INTROSPECTION_DEPTH}`,
            ),
          );
        } else if (below.lists > MAX_INTROSPECTION_LISTS) {
          context.reportError(
            onReject(
              `The introspection query nests ${below.lists} lists; at most ${MAX_INTROSPECTION_LISTS}`,
            ),
          );
        }
        // What lies below is introspection's alone: measured here, not visited again.
        return false;
      },
    };
  };
