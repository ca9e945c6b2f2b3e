// Labels of the definition lists (spec 1 §3 Option lists, spec 2 §3 Definitions), keyed by the
// keys in definitions/.
const cancellationReasons = {
  illness: 'Krankheit',
  holiday: 'Urlaub',
  health_worsened: 'Gesundheitszustand verschlechtert',
  forgot_appointment: 'Termin vergessen',
  appointment_cancelled: 'Termin abgesagt',
  care_receiver_refuses_help: 'Pflegebedürftige Person lehnt Hilfe ab',
  travel_problems: 'Probleme bei der Anreise',
  family_emergency: 'Familiärer Notfall',
  change_in_work_planning: 'Änderung der Arbeitsplanung',
  andere: 'Anderer Grund',
};

function prefixed(party: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cancellationReasons).map(([key, label]) => [`${party}_${key}`, label]),
  );
}

export const definitions = {
  proposal_decline_reason: {
    distance_too_large: 'Entfernung zu groß',
    too_many_hours_requested: 'Zu viele Stunden angefragt',
    requested_services_do_not_match: 'Angefragte Leistungen passen nicht',
    other: 'Anderer Grund',
  },
  first_booking_decline_reason: {
    timing_issues: 'Terminliche Schwierigkeiten',
    die_chemie_stimmt_nicht: 'Die Chemie stimmt nicht',
    other_solution_found: 'Andere Lösung gefunden',
    no_binding_booking: 'Keine verbindliche Buchung',
    different_type_of_caregiver_needed: 'Andere Art von Betreuungskraft benötigt',
    customer_needs_different_services: 'Kunde benötigt andere Leistungen',
    customer_chose_different_company: 'Kunde hat sich für ein anderes Unternehmen entschieden',
    customer_did_not_want_to_book: 'Kunde wollte nicht buchen',
    distance_too_far: 'Entfernung zu weit',
    customer_not_ready_yet: 'Kunde ist noch nicht bereit',
    customer_not_reached: 'Kunde nicht erreicht',
    other: 'Anderer Grund',
  },
  different_caregiver: {
    gender: 'Geschlecht',
    age: 'Alter',
    insufficient_experience: 'Zu wenig Erfahrung',
    language: 'Sprache',
    lacks_covid_vaccination: 'Keine Covid-Impfung',
    other: 'Anderer Grund',
  },
  confirmation_status_update_reason: {
    reason_not_reachable: 'Kunde nicht erreichbar',
    reason_discuss_with_family: 'Kunde bespricht es mit der Familie',
    reason_timing_issues: 'Terminliche Schwierigkeiten',
    reason_financing_unclear: 'Finanzierung unklar',
    reason_customer_unsure: 'Kunde ist unsicher',
    reason_other: 'Anderer Grund',
    not_reachable: 'Nicht erreichbar',
  },
  customer_cancelled_booking: prefixed('customer'),
  caregiver_cancelled_booking: prefixed('caregiver'),
  education_and_qualification: {
    nursing_specialist: 'Pflegefachkraft',
    geriatric_nurse: 'Altenpfleger/in',
    nursing_assistant: 'Pflegehelfer/in',
    care_assistant_53c: 'Betreuungskraft nach §53c SGB XI',
    dementia_training: 'Schulung Demenz',
    first_aid_course: 'Erste-Hilfe-Kurs',
  },
  experience_and_skill: {
    dementia_care: 'Betreuung bei Demenz',
    mobility_assistance: 'Hilfe bei der Mobilität',
    cooking: 'Kochen',
    housekeeping: 'Haushaltsführung',
    gardening: 'Gartenarbeit',
    pet_care: 'Versorgung von Haustieren',
  },
  medical_condition: {
    dementia: 'Demenz',
    parkinsons: 'Parkinson',
    stroke: 'Schlaganfall',
    diabetes: 'Diabetes',
    multiple_sclerosis: 'Multiple Sklerose',
    depression: 'Depression',
  },
  services: {
    everyday_assistance: 'Alltagsbegleitung',
    companionship: 'Gesellschaft leisten',
    walks: 'Spaziergänge',
    accompanying_appointments: 'Begleitung zu Terminen',
    leisure_activities: 'Freizeitgestaltung',
    household_help: 'Haushaltshilfe',
    cleaning: 'Reinigung',
    laundry: 'Wäsche',
    shopping: 'Einkaufen',
    cooking: 'Kochen',
    care_support: 'Unterstützung bei der Pflege',
    personal_hygiene: 'Körperpflege',
    mobility: 'Mobilität',
  },
};
