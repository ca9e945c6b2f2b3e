// spec 1 §3 Option lists, spec 2 §3 Definitions and supporting documents: the shared catalogues,
// written on every start (upserts, so it is idempotent and a new label reaches existing
// installations). Keys and labels come from the domain package, written once there.
import { DEFINITION_KINDS } from '@careport/domain';
import {
  DEFINITION_KEYS,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  definitionLabel,
  serviceCatalogue,
  subReasonLabel,
} from '@careport/domain/definitions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  definitions,
  mainServices,
  subServices,
  supportingDocumentSections,
  supportingDocuments,
} from '../db/schema/index.js';
import { SUPPORTING_DOCUMENT_SECTIONS } from './supporting-documents.js';

/** spec 1 §3: the sub-reasons of this first-booking decline reason. */
const SUB_REASON_PARENT = 'different_type_of_caregiver_needed';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

const seedServices = async (db: DbOrTx) => {
  const catalogue = serviceCatalogue();
  await db
    .insert(mainServices)
    .values(
      catalogue.map(({ subServices: _sub, ...service }, sortOrder) => ({ ...service, sortOrder })),
    )
    .onConflictDoUpdate({
      target: mainServices.serviceId,
      set: {
        labelDe: excluded('label_de'),
        labelEn: excluded('label_en'),
        sortOrder: excluded('sort_order'),
      },
    });
  const rows = catalogue.flatMap((service) =>
    service.subServices.map((subService, sortOrder) => ({
      ...subService,
      mainServiceId: service.id,
      sortOrder,
    })),
  );
  await db
    .insert(subServices)
    .values(rows)
    .onConflictDoUpdate({
      target: subServices.subServiceId,
      set: {
        mainServiceId: excluded('main_service_id'),
        labelDe: excluded('label_de'),
        labelEn: excluded('label_en'),
        sortOrder: excluded('sort_order'),
      },
    });
};

const definitionRows = () => {
  const rows = DEFINITION_KINDS.flatMap((kind) =>
    DEFINITION_KEYS[kind].map((key, sortOrder) => ({
      kind,
      key,
      parentKey: null,
      labelDe: definitionLabel(kind, key, 'de'),
      labelEn: definitionLabel(kind, key, 'en'),
      sortOrder,
    })),
  );
  const subReasons = DIFFERENT_CAREGIVER_SUB_REASONS.map((key, sortOrder) => ({
    kind: 'first_booking_decline_reason' as const,
    key,
    parentKey: SUB_REASON_PARENT,
    labelDe: subReasonLabel(key, 'de'),
    labelEn: subReasonLabel(key, 'en'),
    sortOrder,
  }));
  return [...rows, ...subReasons];
};

const seedSupportingDocuments = async (db: DbOrTx) => {
  for (const [sortOrder, section] of SUPPORTING_DOCUMENT_SECTIONS.entries()) {
    const { documents, ...values } = section;
    const [row] = await db
      .insert(supportingDocumentSections)
      .values({ ...values, sortOrder })
      .onConflictDoUpdate({
        target: supportingDocumentSections.key,
        set: { titleDe: values.titleDe, titleEn: values.titleEn, sortOrder },
      })
      .returning({ id: supportingDocumentSections.id });
    if (!row) throw new Error(`supporting document section ${section.key} was not stored`);
    await db
      .insert(supportingDocuments)
      .values(
        documents.map((document, index) => ({ ...document, sectionId: row.id, sortOrder: index })),
      )
      .onConflictDoUpdate({
        target: [supportingDocuments.sectionId, supportingDocuments.uri],
        set: {
          filename: excluded('filename'),
          titleDe: excluded('title_de'),
          titleEn: excluded('title_en'),
          type: excluded('type'),
          sortOrder: excluded('sort_order'),
        },
      });
  }
};

/** Writes every catalogue; safe to run on every start and concurrently with reads. */
export const seedDefinitions = async (db: DbOrTx): Promise<void> => {
  await seedServices(db);
  await db
    .insert(definitions)
    .values(definitionRows())
    .onConflictDoUpdate({
      target: [definitions.kind, definitions.parentKey, definitions.key],
      set: {
        labelDe: excluded('label_de'),
        labelEn: excluded('label_en'),
        sortOrder: excluded('sort_order'),
      },
    });
  await seedSupportingDocuments(db);
};
