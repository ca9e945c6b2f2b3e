import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, applied from the URL (a search can be linked, and survives a reload) and
 * edited as a draft until the form is sent. `keep` names parameters a search leaves as they are
 * (a caregiver the list was opened for); the reset clears everything.
 */
export function useUrlFilters<const Name extends string>(
  names: readonly Name[],
  keep: readonly string[] = [],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = Object.fromEntries(
    names.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<Name, string>;
  const [draft, setDraft] = useState(applied);

  const set = (name: Name) => (value: string | null) =>
    setDraft((current) => ({ ...current, [name]: value ?? '' }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of keep) {
      const value = searchParams.get(name);
      if (value) next.set(name, value);
    }
    for (const name of names) if (draft[name].trim() !== '') next.set(name, draft[name].trim());
    setSearchParams(next);
  };
  const reset = () => {
    setDraft(Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
    setSearchParams(new URLSearchParams());
  };
  return { applied, draft, set, search, reset, searchParams };
}
