// Issue 42 §1: an answer's size is its lists' rows times the fields asked of each row. The cost
// limit (graphql-armor) bounds the fields; it prices a list like any object, so 15 aliased copies
// of a 3 000-booking diary cost ~500 and were answered (27–69 MB each). This bounds the lists
// instead: every selection of a list of objects counts once per time the document asks for it
// (an alias, each use of a fragment), wherever it stands (docs/decisions/0066-graphql-answers-bounded.md).
import type { GraphQLError, ValidationRule } from 'graphql';
import { isIntrospectionField } from './introspection-limits.js';

/**
 * The app's widest documents ask for 4 lists (docs/api: the app's documents are checked against
 * this by tools/app-graphql-documents.test.ts); 15 diaries behind aliases ask for 15.
 */
export const MAX_LIST_SELECTIONS = 6;

/** What one operation or fragment asks for itself, and the fragments it spreads. */
type Part = { lists: number; spreads: string[] };

/**
 * Lists `[T]` of objects, interfaces or unions: a list of scalars (language keys, sub-service ids)
 * is as short as what it names. Read from the type's printed form, not graphql's `isListType`:
 * the schema may come from graphql's CommonJS build and this file from its ES one (schema-sdl.ts).
 */
const isListOfObjects = (type: unknown, hasSelections: boolean) =>
  hasSelections && String(type).startsWith('[');

export const listSelectionsRule =
  (onReject: (message: string) => GraphQLError): ValidationRule =>
  (context) => {
    const operations: Part[] = [];
    const fragments = new Map<string, Part>();
    let current: Part | undefined;
    const totals = new Map<string, number>();
    const open = new Set<string>();

    const totalOf = (name: string): number => {
      const known = totals.get(name);
      if (known !== undefined) return known;
      const part = fragments.get(name);
      // An unknown fragment or a cycle: validation refuses the document for it anyway.
      if (!part || open.has(name)) return 0;
      open.add(name);
      const total = part.spreads.reduce((sum, spread) => sum + totalOf(spread), part.lists);
      open.delete(name);
      totals.set(name, total);
      return total;
    };

    return {
      OperationDefinition() {
        current = { lists: 0, spreads: [] };
        operations.push(current);
      },
      FragmentDefinition(node) {
        current = { lists: 0, spreads: [] };
        fragments.set(node.name.value, current);
      },
      Field(node) {
        // Introspection has its own bounds (graphql/introspection-limits.ts).
        if (isIntrospectionField(node.name.value)) return false;
        if (current && isListOfObjects(context.getType(), node.selectionSet !== undefined)) {
          current.lists += 1;
        }
        return undefined;
      },
      FragmentSpread(node) {
        current?.spreads.push(node.name.value);
      },
      Document: {
        leave() {
          // Each spread counts its fragment whole (a fragment used twice counts twice), through
          // memoised totals, so a fragment tree that doubles at every level costs no time here.
          for (const operation of operations) {
            const count = operation.spreads.reduce(
              (sum, spread) => sum + totalOf(spread),
              operation.lists,
            );
            if (count > MAX_LIST_SELECTIONS) {
              context.reportError(
                onReject(
                  `The query asks for ${count} lists; at most ${MAX_LIST_SELECTIONS} per request`,
                ),
              );
            }
          }
        },
      },
    };
  };
