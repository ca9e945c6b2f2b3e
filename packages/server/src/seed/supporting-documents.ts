// spec 2 §2 Help center: supporting documents in sections. The pdf entries point at files the
// app ships under /docs/ (packages/web/public/docs, made by packages/web/scripts/
// generate-help-pdfs.mjs); the http entries open in the web view.
import type { SupportingDocumentType } from '@careport/domain';

export type SupportingDocumentSeed = {
  uri: string;
  filename: string | null;
  titleDe: string;
  titleEn: string;
  type: SupportingDocumentType;
};

export type SupportingDocumentSectionSeed = {
  key: string;
  titleDe: string;
  titleEn: string;
  documents: readonly SupportingDocumentSeed[];
};

const pdf = (file: string, titleDe: string, titleEn: string): SupportingDocumentSeed => ({
  uri: `/docs/${file}`,
  filename: file,
  titleDe,
  titleEn,
  type: 'pdf',
});

const http = (uri: string, titleDe: string, titleEn: string): SupportingDocumentSeed => ({
  uri,
  filename: null,
  titleDe,
  titleEn,
  type: 'http',
});

/** spec 1 §2 Customer detail: the first-call guide, also listed in the help center. */
export const FIRST_CALL_GUIDE_URI = '/docs/first-call-guide.pdf';

export const SUPPORTING_DOCUMENT_SECTIONS: readonly SupportingDocumentSectionSeed[] = [
  {
    key: 'getting_started',
    titleDe: 'Erste Schritte',
    titleEn: 'Getting started',
    documents: [
      pdf('erste-schritte.pdf', 'Erste Schritte mit Careport', 'Getting started with Careport'),
      pdf('first-call-guide.pdf', 'Leitfaden für das Erstgespräch', 'First call guide'),
      http(
        'https://www.careport.example/hilfe/haeufige-fragen',
        'Häufige Fragen',
        'Frequently asked questions',
      ),
    ],
  },
  {
    key: 'documentation_and_billing',
    titleDe: 'Dokumentation und Abrechnung',
    titleEn: 'Documentation and billing',
    documents: [
      pdf('leistungsnachweis-vorlage.pdf', 'Vorlage Leistungsnachweis', 'Service record template'),
      pdf(
        'abtretungserklaerung.pdf',
        'Die Abtretungserklärung einfach erklärt',
        'The assignment of claims explained',
      ),
      pdf('abrechnung-und-provision.pdf', 'Abrechnung und Provision', 'Invoicing and commission'),
    ],
  },
  {
    key: 'care_knowledge',
    titleDe: 'Wissen für den Alltag',
    titleEn: 'Everyday knowledge',
    documents: [
      pdf(
        'umgang-mit-demenz.pdf',
        'Umgang mit Menschen mit Demenz',
        'Supporting people with dementia',
      ),
      http(
        'https://www.bundesgesundheitsministerium.de/themen/pflege.html',
        'Pflege: Informationen des Bundesgesundheitsministeriums',
        'Care: information from the Federal Ministry of Health',
      ),
    ],
  },
];
