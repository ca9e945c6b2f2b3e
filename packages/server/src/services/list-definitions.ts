import type { DefinitionKind } from '@careport/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { definitions, mainServices, subServices } from '../db/schema/index.js';

/** spec 2 §3 Definitions: a label per locale. */
export type Label = { de: string; en: string };
export type Definition = { key: string; label: Label; subReasons?: Definition[] };
export type MainServiceDefinition = {
  id: string;
  serviceId: string;
  label: Label;
  subServices: { id: string; subServiceId: string; label: Label }[];
};

/**
 * One reason list in its sort order, sub-reasons nested under their parent (spec 1 §3:
 * different_type_of_caregiver_needed has sub-reasons).
 */
export async function listDefinitions(options: {
  db: Db;
  kind: DefinitionKind;
}): Promise<Definition[]> {
  const rows = await options.db
    .select()
    .from(definitions)
    .where(eq(definitions.kind, options.kind))
    .orderBy(asc(definitions.sortOrder), asc(definitions.key));
  const children = new Map<string, Definition[]>();
  for (const row of rows) {
    if (row.parentKey === null) continue;
    const list = children.get(row.parentKey) ?? [];
    list.push({ key: row.key, label: { de: row.labelDe, en: row.labelEn } });
    children.set(row.parentKey, list);
  }
  return rows
    .filter((row) => row.parentKey === null)
    .map((row) => {
      const subReasons = children.get(row.key);
      return {
        key: row.key,
        label: { de: row.labelDe, en: row.labelEn },
        ...(subReasons ? { subReasons } : {}),
      };
    });
}

/** spec 1 §7 booking-services: the main services with their sub-services. */
export async function listMainServices(options: { db: Db }): Promise<MainServiceDefinition[]> {
  const services = await options.db
    .select()
    .from(mainServices)
    .orderBy(asc(mainServices.sortOrder), asc(mainServices.serviceId));
  const subs =
    services.length === 0
      ? []
      : await options.db
          .select()
          .from(subServices)
          .where(
            inArray(
              subServices.mainServiceId,
              services.map((service) => service.id),
            ),
          )
          .orderBy(asc(subServices.sortOrder), asc(subServices.subServiceId));
  return services.map((service) => ({
    id: service.id,
    serviceId: service.serviceId,
    label: { de: service.labelDe, en: service.labelEn },
    subServices: subs
      .filter((sub) => sub.mainServiceId === service.id)
      .map((sub) => ({
        id: sub.id,
        subServiceId: sub.subServiceId,
        label: { de: sub.labelDe, en: sub.labelEn },
      })),
  }));
}
