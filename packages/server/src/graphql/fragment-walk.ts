// What the document-measuring rules (query-depth.ts, introspection-limits.ts) share: the fragments
// of a document by name, and a spread measured once per fragment however often it is spread.
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export function fragmentsOf(document: DocumentNode): Fragments {
  return new Map(
    document.definitions
      .filter((node) => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
}

/**
 * `measure` of a spread fragment's selection set, memoised by name. An unknown fragment or a cycle
 * measures `none`: validation refuses the document for it anyway.
 */
export function memoisedSpread<T>(
  fragments: Fragments,
  none: T,
  measure: (selectionSet: SelectionSetNode) => T,
): (name: string) => T {
  const known = new Map<string, T>();
  const open = new Set<string>();
  return (name) => {
    const fragment = fragments.get(name);
    if (!fragment || open.has(name)) return none;
    let found = known.get(name);
    if (found === undefined) {
      open.add(name);
      found = measure(fragment.selectionSet);
      open.delete(name);
      known.set(name, found);
    }
    return found;
  };
}
