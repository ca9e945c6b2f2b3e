import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { accountQueryKeys, apiLocale } from './query-keys';

// spec 2 §7 definitions with locale EN or DE, as the profile screens use them.
export type LabelledKey = { key: string; label: string };
export type ProfileDefinitions = {
  mainServices: {
    serviceId: string;
    label: string;
    subServices: { subServiceId: string; label: string }[];
  }[];
  educationAndQualifications: LabelledKey[];
  experienceAndSkills: LabelledKey[];
  medicalConditions: LabelledKey[];
};

export const definitionsDocument = graphql<
  { profileDefinitions: ProfileDefinitions },
  { locale: 'DE' | 'EN' }
>(`
  query ProfileDefinitions($locale: DefinitionLocale!) {
    profileDefinitions(locale: $locale) {
      mainServices {
        serviceId
        label
        subServices {
          subServiceId
          label
        }
      }
      educationAndQualifications {
        key
        label
      }
      experienceAndSkills {
        key
        label
      }
      medicalConditions {
        key
        label
      }
    }
  }
`);

export function useProfileDefinitions() {
  const client = useHttpClient();
  const locale = apiLocale(useTranslation().i18n.language);
  return useQuery({
    queryKey: accountQueryKeys.definitions(locale),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, definitionsDocument, { locale }, { signal }))
        .profileDefinitions,
    staleTime: 60 * 60 * 1000,
  });
}

// spec 2 §7 referral (referralCode, customerReferralAmount, caregiverReferralAmount).
export type Referral = {
  referralCode: string | null;
  customerReferralAmount: number | null;
  caregiverReferralAmount: number | null;
};

export const referralDocument = graphql<{ me: { referral: Referral } }>(`
  query Referral {
    me {
      referral {
        referralCode
        customerReferralAmount
        caregiverReferralAmount
      }
    }
  }
`);

export function useReferral() {
  const client = useHttpClient();
  return useQuery({
    queryKey: accountQueryKeys.referral(),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, referralDocument, {}, { signal })).me.referral,
  });
}

// spec 2 §3 Supporting documents: sections with documents (uri, filename, title, type).
export type SupportingDocument = {
  uri: string;
  filename: string | null;
  title: string;
  type: string;
};
export type SupportingDocumentSection = { sectionTitle: string; documents: SupportingDocument[] };

export const supportingDocumentsDocument = graphql<
  { supportingDocuments: SupportingDocumentSection[] },
  { locale: 'DE' | 'EN' }
>(`
  query SupportingDocuments($locale: DefinitionLocale!) {
    supportingDocuments(locale: $locale) {
      sectionTitle
      documents {
        uri
        filename
        title
        type
      }
    }
  }
`);

export function useSupportingDocuments() {
  const client = useHttpClient();
  const locale = apiLocale(useTranslation().i18n.language);
  return useQuery({
    queryKey: accountQueryKeys.supportingDocuments(locale),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, supportingDocumentsDocument, { locale }, { signal }))
        .supportingDocuments,
  });
}

// spec 2 §7 financial overview (monthly documented minutes and gross earnings in cents).
export type FinancialOverview = {
  monthlyDocumentedMinutes: number;
  monthlyGrossEarningsInCents: number | null;
};

export const financialOverviewDocument = graphql<{ financialOverview: FinancialOverview }>(`
  query FinancialOverview {
    financialOverview {
      monthlyDocumentedMinutes
      monthlyGrossEarningsInCents
    }
  }
`);

export function useFinancialOverview() {
  const client = useHttpClient();
  return useQuery({
    queryKey: accountQueryKeys.financialOverview(),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, financialOverviewDocument, {}, { signal })).financialOverview,
  });
}
