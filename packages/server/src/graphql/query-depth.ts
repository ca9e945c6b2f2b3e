// Issue 15 §6, issue 41: how deep an operation nests its fields. Mercurius's own `queryDepth` counted
// introspection too, so the standard introspection query (15 levels) was refused; this one leaves
// `__schema` and `__type` to graphql/introspection-limits.ts, and it runs with the other validation
// rules, so it answers QUERY_TOO_COMPLEX like them.
import { Kind, type GraphQLError, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentsOf, memoisedSpread, type Fragments } from './fragment-walk.js';
import { isIntrospectionField } from './introspection-limits.js';

/** As Mercurius's limit was; the app's documents are far from it (tools/app-graphql-documents.test.ts). */
export const MAX_QUERY_DEPTH = 12;

/** Root fields count as 1; inline fragments and spreads add no level (they only group fields). */
function createDepthOf(fragments: Fragments) {
  const depthOf = (selectionSet: SelectionSetNode | undefined): number => {
    let depth = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (isIntrospectionField(selection.name.value)) continue;
        depth = Math.max(depth, depthOf(selection.selectionSet) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = Math.max(depth, depthOf(selection.selectionSet));
      } else {
        depth = Math.max(depth, spread(selection.name.value));
      }
    }
    return depth;
  };
  const spread = memoisedSpread<number>(fragments, 0, depthOf);
  return depthOf;
}

export const queryDepthRule =
  (onReject: (message: string) => GraphQLError): ValidationRule =>
  (context) => {
    const fragments = fragmentsOf(context.getDocument());
    const depthOf = createDepthOf(fragments);
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet);
        if (depth > MAX_QUERY_DEPTH) {
          context.reportError(
            onReject(`The query is ${depth} levels deep; at most ${MAX_QUERY_DEPTH}`),
          );
        }
        return false;
      },
    };
  };
