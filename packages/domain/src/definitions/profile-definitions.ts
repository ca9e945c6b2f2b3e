// spec 2 §3 Definitions: keys of the profile's catalogues (labels in the i18n area
// `definitions`).

export const EDUCATION_AND_QUALIFICATIONS = [
  'nursing_specialist',
  'geriatric_nurse',
  'nursing_assistant',
  'care_assistant_53c',
  'dementia_training',
  'first_aid_course',
] as const;

export const EXPERIENCE_AND_SKILLS = [
  'dementia_care',
  'mobility_assistance',
  'cooking',
  'housekeeping',
  'gardening',
  'pet_care',
] as const;

export const MEDICAL_CONDITIONS = [
  'dementia',
  'parkinsons',
  'stroke',
  'diabetes',
  'multiple_sclerosis',
  'depression',
] as const;
