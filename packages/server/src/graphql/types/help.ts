import { LANGUAGES, type Locale } from '@careport/domain';
import { getReferral, type Referral } from '../../services/account/referral.js';
import {
  listSupportingDocuments,
  type SupportingDocumentSection,
} from '../../services/account/supporting-documents.js';
import { getCaregiverProfile } from '../../services/get-caregiver-profile.js';
import {
  listDefinitions,
  listMainServices,
  type Definition,
  type MainServiceDefinition,
} from '../../services/list-definitions.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { Caregiver } from './caregiver.js';

/** spec 2 §3 Definitions: a label per locale EN or DE. */
const DefinitionLocaleEnum = builder.enumType('DefinitionLocale', {
  values: ['DE', 'EN'] as const,
});
const toLocale = (locale: 'DE' | 'EN'): Locale => (locale === 'DE' ? 'de' : 'en');

type Labelled = { key: string; label: string };

const DefinitionItem = builder.objectRef<Labelled>('DefinitionItem').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

const SubServiceDefinition = builder
  .objectRef<{ id: string; subServiceId: string; label: string }>('SubServiceDefinition')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      subServiceId: t.exposeString('subServiceId'),
      label: t.exposeString('label'),
    }),
  });

type LocalMainService = {
  id: string;
  serviceId: string;
  label: string;
  subServices: { id: string; subServiceId: string; label: string }[];
};

const MainServiceDefinitionRef = builder
  .objectRef<LocalMainService>('MainServiceDefinition')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      serviceId: t.exposeString('serviceId'),
      label: t.exposeString('label'),
      subServices: t.expose('subServices', { type: [SubServiceDefinition] }),
    }),
  });

type ProfileDefinitions = {
  mainServices: LocalMainService[];
  educationAndQualifications: Labelled[];
  experienceAndSkills: Labelled[];
  medicalConditions: Labelled[];
};

const ProfileDefinitionsRef = builder
  .objectRef<ProfileDefinitions>('ProfileDefinitions')
  .implement({
    description: 'spec 2 §3 Definitions used by the profile screens, labelled in one locale.',
    fields: (t) => ({
      mainServices: t.expose('mainServices', { type: [MainServiceDefinitionRef] }),
      educationAndQualifications: t.expose('educationAndQualifications', {
        type: [DefinitionItem],
      }),
      experienceAndSkills: t.expose('experienceAndSkills', { type: [DefinitionItem] }),
      medicalConditions: t.expose('medicalConditions', { type: [DefinitionItem] }),
    }),
  });

const labelled = (items: Definition[], locale: Locale): Labelled[] =>
  items.map((item) => ({ key: item.key, label: item.label[locale] }));

const localMainServices = (services: MainServiceDefinition[], locale: Locale) =>
  services.map((service) => ({
    id: service.id,
    serviceId: service.serviceId,
    label: service.label[locale],
    subServices: service.subServices.map((sub) => ({
      id: sub.id,
      subServiceId: sub.subServiceId,
      label: sub.label[locale],
    })),
  }));

builder.queryField('profileDefinitions', (t) =>
  t.field({
    type: ProfileDefinitionsRef,
    description: 'spec 2 §7 definitions with locale EN or DE (main services and profile keys).',
    args: { locale: t.arg({ type: DefinitionLocaleEnum, required: true }) },
    resolve: async (_root, args, context) => {
      callerOf(context);
      const locale = toLocale(args.locale);
      const { db } = context.deps;
      return {
        mainServices: localMainServices(await listMainServices({ db }), locale),
        educationAndQualifications: labelled(
          await listDefinitions({ db, kind: 'education_and_qualification' }),
          locale,
        ),
        experienceAndSkills: labelled(
          await listDefinitions({ db, kind: 'experience_and_skill' }),
          locale,
        ),
        medicalConditions: labelled(
          await listDefinitions({ db, kind: 'medical_condition' }),
          locale,
        ),
      };
    },
  }),
);

const EducationAndQualifications = builder
  .objectRef<{ keys: string[]; definitions: Labelled[] }>('EducationAndQualifications')
  .implement({
    fields: (t) => ({
      keys: t.exposeStringList('keys'),
      definitions: t.expose('definitions', { type: [DefinitionItem] }),
    }),
  });

builder.queryField('educationAndQualifications', (t) =>
  t.field({
    type: EducationAndQualifications,
    description: 'spec 2 §7 education and qualifications with locale: own keys plus definitions.',
    args: { locale: t.arg({ type: DefinitionLocaleEnum, required: true }) },
    resolve: async (_root, args, context) => {
      const { db } = context.deps;
      const profile = await getCaregiverProfile({ db, actor: callerOf(context) });
      const definitions = await listDefinitions({ db, kind: 'education_and_qualification' });
      return {
        keys: profile.educationAndQualifications,
        definitions: labelled(definitions, toLocale(args.locale)),
      };
    },
  }),
);

builder.queryField('languageKeys', (t) =>
  t.stringList({
    description: 'spec 2 §9 languages in their order: the main four, the others, sign, other.',
    resolve: () => [...LANGUAGES],
  }),
);

const ReferralRef = builder.objectRef<Referral>('Referral').implement({
  description: 'spec 2 §7 referral; amounts in whole euros (spec 2 §9).',
  fields: (t) => ({
    referralCode: t.exposeString('referralCode', { nullable: true }),
    customerReferralAmount: t.exposeInt('customerReferralAmount', { nullable: true }),
    caregiverReferralAmount: t.exposeInt('caregiverReferralAmount', { nullable: true }),
  }),
});

builder.objectField(Caregiver, 'referral', (t) =>
  t.field({
    type: ReferralRef,
    resolve: (_caregiver, _args, context) =>
      getReferral({ db: context.deps.db, actor: callerOf(context) }),
  }),
);

const SupportingDocument = builder
  .objectRef<SupportingDocumentSection['documents'][number]>('SupportingDocument')
  .implement({
    fields: (t) => ({
      uri: t.exposeString('uri'),
      filename: t.exposeString('filename', { nullable: true }),
      title: t.exposeString('title'),
      type: t.exposeString('type', { description: 'pdf or http (spec 2 §3).' }),
    }),
  });

const SupportingDocumentSectionRef = builder
  .objectRef<SupportingDocumentSection>('SupportingDocumentSection')
  .implement({
    fields: (t) => ({
      sectionTitle: t.exposeString('sectionTitle'),
      documents: t.expose('documents', { type: [SupportingDocument] }),
    }),
  });

builder.queryField('supportingDocuments', (t) =>
  t.field({
    type: [SupportingDocumentSectionRef],
    description: 'spec 2 §7 supporting documents list, titled in the locale.',
    args: { locale: t.arg({ type: DefinitionLocaleEnum, required: true }) },
    resolve: (_root, args, context) => {
      callerOf(context);
      return listSupportingDocuments({ db: context.deps.db, locale: toLocale(args.locale) });
    },
  }),
);
