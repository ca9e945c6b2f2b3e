import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { getCaregiverProfile, type CaregiverProfile } from '../services/get-caregiver-profile.js';
import type { MeDto } from './dto-schemas.js';
import { createItemSender } from './reply.js';

/** spec 2 §7 GET /caregiver-app/me: snake_case, `is_careportEmployee` exactly as the spec writes it. */
export function toMeReply(profile: CaregiverProfile): MeDto {
  return {
    caregiver_id: profile.caregiverId,
    id: profile.caregiverId,
    name: { first_name: profile.name.firstName, last_name: profile.name.lastName },
    email: profile.email,
    profile_image_hash: profile.profileImageHash,
    is_careportEmployee: profile.isCareportEmployee,
    company: profile.company,
    phone_number: profile.phoneNumber,
    mobile_phone_number: profile.mobilePhoneNumber,
    date_of_birth: profile.dateOfBirth,
    address: {
      street: profile.address.street,
      postal_code: profile.address.postalCode,
      city: profile.address.city,
      additional_information: profile.address.additionalInformation,
    },
    about_me: profile.aboutMe,
    current_position: profile.currentPosition,
    booked_out: profile.bookedOut,
    travel_distance: profile.travelDistance,
    sub_service_ids: profile.subServiceIds,
    education_and_qualifications: profile.educationAndQualifications,
    languages: profile.languages,
    experience_and_skills: profile.experienceAndSkills,
    experience_with_medical_conditions: profile.experienceWithMedicalConditions,
    has_car: profile.hasCar,
    has_drivers_licence: profile.hasDriversLicence,
    no_homes_with_pets: profile.noHomesWithPets,
    is_smoker: profile.isSmoker,
  };
}

export function registerMeRoute(app: FastifyInstance, deps: AppDeps): void {
  const sendMe = createItemSender(toMeReply);
  app.get('/me', async (request, reply) => {
    const profile = await getCaregiverProfile({
      db: deps.db,
      actor: requireCaregiverActor(request.actor),
      cache: deps.readCache,
    });
    return sendMe(request, reply, profile);
  });
}
