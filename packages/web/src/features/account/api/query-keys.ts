/** The account area's query keys; mutations invalidate `all` (profile edits touch several). */
export const accountQueryKeys = {
  all: ['account'] as const,
  profile: () => [...accountQueryKeys.all, 'profile'] as const,
  availability: () => [...accountQueryKeys.all, 'availability'] as const,
  definitions: (locale: string) => [...accountQueryKeys.all, 'definitions', locale] as const,
  referral: () => [...accountQueryKeys.all, 'referral'] as const,
  supportingDocuments: (locale: string) =>
    [...accountQueryKeys.all, 'supporting-documents', locale] as const,
  financialOverview: () => [...accountQueryKeys.all, 'financial-overview'] as const,
  financialDetails: () => [...accountQueryKeys.all, 'financial-details'] as const,
};

/** spec 2 §7: definitions and documents are asked for with locale EN or DE. */
export function apiLocale(language: string): 'DE' | 'EN' {
  return language === 'en' ? 'EN' : 'DE';
}
