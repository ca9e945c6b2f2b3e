import type { Locale, SupportingDocumentType } from '@careport/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportingDocuments, supportingDocumentSections } from '../../db/schema/index.js';

/** spec 2 §3 Supporting documents: sections with sectionTitle and documents. */
export type SupportingDocumentSection = {
  sectionTitle: string;
  documents: {
    uri: string;
    filename: string | null;
    title: string;
    type: SupportingDocumentType;
  }[];
};

/** The help center's documents in their sections, titled in `locale`; one query. */
export async function listSupportingDocuments(options: {
  db: Db;
  locale: Locale;
}): Promise<SupportingDocumentSection[]> {
  const isGerman = options.locale === 'de';
  const rows = await options.db
    .select({ section: supportingDocumentSections, document: supportingDocuments })
    .from(supportingDocumentSections)
    .innerJoin(
      supportingDocuments,
      eq(supportingDocuments.sectionId, supportingDocumentSections.id),
    )
    .orderBy(
      asc(supportingDocumentSections.sortOrder),
      asc(supportingDocumentSections.key),
      asc(supportingDocuments.sortOrder),
      asc(supportingDocuments.titleDe),
    );
  const sections = new Map<string, SupportingDocumentSection>();
  for (const { section, document } of rows) {
    const entry = sections.get(section.id) ?? {
      sectionTitle: isGerman ? section.titleDe : section.titleEn,
      documents: [],
    };
    entry.documents.push({
      uri: document.uri,
      filename: document.filename,
      title: isGerman ? document.titleDe : document.titleEn,
      // The column's CHECK holds it to SUPPORTING_DOCUMENT_TYPES.
      type: document.type as SupportingDocumentType,
    });
    sections.set(section.id, entry);
  }
  return [...sections.values()];
}
