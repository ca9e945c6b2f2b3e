// spec 2 §3 Definitions and supporting documents: the shared catalogues the definition calls and
// the help center serve. Labels are stored per locale (German reference, English).
import { DEFINITION_KINDS, SUPPORTING_DOCUMENT_TYPES } from '@careport/domain';
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, primaryId } from './columns.js';

/** spec 2 §3: main services (id, serviceId, label) with their sub-services. */
export const mainServices = pgTable('main_services', {
  id: primaryId(),
  serviceId: text('service_id').notNull().unique(),
  labelDe: text('label_de').notNull(),
  labelEn: text('label_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subServices = pgTable(
  'sub_services',
  {
    id: primaryId(),
    mainServiceId: uuid('main_service_id')
      .notNull()
      .references(() => mainServices.id, { onDelete: 'cascade' }),
    subServiceId: text('sub_service_id').notNull().unique(),
    labelDe: text('label_de').notNull(),
    labelEn: text('label_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sub_services_main_service_id_idx').on(t.mainServiceId)],
);

/**
 * Every keyed list of both specs (reason lists, qualifications, skills, medical conditions) in one
 * table. `parentKey` nests sub-reasons (spec 1 §3: different_type_of_caregiver_needed has its own
 * 'other'), so a key is unique per kind and parent. No foreign key on the parent: it would need
 * (kind, key) alone to be unique, which the nested 'other' breaks; the seed writes parents first.
 */
export const definitions = pgTable(
  'definitions',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    labelDe: text('label_de').notNull(),
    labelEn: text('label_en').notNull(),
    parentKey: text('parent_key'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('definitions_kind_parent_key_unique').on(t.kind, t.parentKey, t.key).nullsNotDistinct(),
    enumCheck('definitions_kind_check', t.kind, DEFINITION_KINDS),
  ],
);

/** spec 2 §2 Help center: supporting documents in sections. */
export const supportingDocumentSections = pgTable('supporting_document_sections', {
  id: primaryId(),
  key: text('key').notNull().unique(),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const supportingDocuments = pgTable(
  'supporting_documents',
  {
    id: primaryId(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => supportingDocumentSections.id, { onDelete: 'cascade' }),
    uri: text('uri').notNull(),
    filename: text('filename'),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    type: text('type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('supporting_documents_section_uri_unique').on(t.sectionId, t.uri),
    index('supporting_documents_section_id_idx').on(t.sectionId),
    enumCheck('supporting_documents_type_check', t.type, SUPPORTING_DOCUMENT_TYPES),
  ],
);
