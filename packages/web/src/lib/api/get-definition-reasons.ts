import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../api-context';
import { useLocale } from '../i18n';

// spec 1 §7, 2 §7: the definition calls (a client-credentials token, scope definition_read) give
// each reason list with its labels in both languages. The screens offer what they answer, in
// their order; the domain's own list (the same seed) stands in while they load or when they
// cannot be reached, so a caregiver offline can still answer.
const definitionSchema = z.object({
  key: z.string(),
  label: z.object({ de: z.string(), en: z.string() }),
});
const replySchema = z.object({ data: z.array(definitionSchema) });

export type DefinitionPath =
  | '/definition/service-request/proposal-decline-reasons'
  | '/definition/first-booking/decline-reasons'
  | '/definition/first-booking/confirmation-status-update-reasons';

export type ReasonOption<K extends string = string> = { key: K; label: string };

/**
 * The reasons of `path` as options: the endpoint's keys the app knows (`known`, which the domain
 * validates against), with the endpoint's label in the app's language; `fallbackLabel` for the
 * domain's list meanwhile.
 */
export function useDefinitionReasons<K extends string>(
  path: DefinitionPath,
  known: readonly K[],
  fallbackLabel: (key: K) => string,
): ReasonOption<K>[] {
  const client = useHttpClient();
  const locale = useLocale();
  const definitions = useQuery({
    queryKey: ['definition', path] as const,
    queryFn: async ({ signal }) =>
      replySchema.parse(await client.request<unknown>({ path, auth: 'client', signal })).data,
    // The lists change with a release, not while someone answers.
    staleTime: 60 * 60_000,
    retry: 1,
  });
  const isKnown = (key: string): key is K => (known as readonly string[]).includes(key);
  const fromServer = (definitions.data ?? []).flatMap((definition) =>
    isKnown(definition.key) ? [{ key: definition.key, label: definition.label }] : [],
  );
  if (fromServer.length === 0) {
    return known.map((key) => ({ key, label: fallbackLabel(key) }));
  }
  return fromServer.map((definition) => ({
    key: definition.key,
    label: definition.label[locale] || fallbackLabel(definition.key),
  }));
}
