// spec 1 §3, spec 2 §3: main services (id, serviceId, label) with their sub-services (id,
// subServiceId, label). The ids are fixed so bookings, profiles and the preselection agree; the
// labels are in the i18n area `definitions.services`.

export const MAIN_SERVICE_IDS = {
  EVERYDAY_ASSISTANCE: '3f309c6c-1fee-44d9-8344-d7d7deda6d0b',
  HOUSEHOLD_HELP: '96bfe5ea-02bf-4d02-9c19-ad4b84a8a509',
  CARE_SUPPORT: 'ee5b6c19-e60c-4e28-b75e-e31e22a00ea5',
} as const;

export type SubServiceDefinition = { id: string; subServiceId: string };
export type MainServiceDefinition = {
  id: string;
  serviceId: string;
  subServices: readonly SubServiceDefinition[];
};

export const MAIN_SERVICES: readonly MainServiceDefinition[] = [
  {
    id: MAIN_SERVICE_IDS.EVERYDAY_ASSISTANCE,
    serviceId: 'everyday_assistance',
    subServices: [
      { id: '53b32dc4-330a-4500-b8b1-37c3534cdeca', subServiceId: 'companionship' },
      { id: '26781bf7-318f-4260-a4c0-220051bf21cc', subServiceId: 'walks' },
      { id: 'e990fb4c-aecd-4fe3-a050-cffa5e946f8c', subServiceId: 'accompanying_appointments' },
      { id: 'cdc656ed-5159-4d91-acbc-ca6225d972b2', subServiceId: 'leisure_activities' },
    ],
  },
  {
    id: MAIN_SERVICE_IDS.HOUSEHOLD_HELP,
    serviceId: 'household_help',
    subServices: [
      { id: '843a5092-faf6-4836-8c58-2a7b057e869f', subServiceId: 'cleaning' },
      { id: 'bc364d65-d764-4a24-af95-b90f3c93da1c', subServiceId: 'laundry' },
      { id: '65271ce6-974b-482c-9273-5f7e8b677976', subServiceId: 'shopping' },
      { id: '8630fe9d-9439-4af7-a90a-17c58eccdf81', subServiceId: 'cooking' },
    ],
  },
  {
    id: MAIN_SERVICE_IDS.CARE_SUPPORT,
    serviceId: 'care_support',
    subServices: [
      { id: 'e01616f7-9820-4bbd-8324-90db3627dfff', subServiceId: 'personal_hygiene' },
      { id: '9f943c93-7bad-4f13-a557-20df76f87485', subServiceId: 'mobility' },
    ],
  },
];

export const SUB_SERVICE_IDS: readonly string[] = MAIN_SERVICES.flatMap((service) =>
  service.subServices.map((subService) => subService.id),
);
