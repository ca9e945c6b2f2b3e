/**
 * `GET /caregiver-app/me` as the server answers it (spec 2 §7, snake_case on the wire), for the
 * caregiver the screen tests call Anna. One copy, so a change of the answer's shape is made once.
 */
export function meAnswer(options: { isEmployee?: boolean; profileImageHash?: string | null } = {}) {
  return {
    status: 200,
    data: {
      caregiver_id: '7d1f1c3e-0000-4000-8000-000000000001',
      name: { first_name: 'Anna', last_name: 'Schneider' },
      email: 'anna@careport.example',
      profile_image_hash: options.profileImageHash ?? null,
      is_careportEmployee: options.isEmployee ?? false,
    },
  };
}
