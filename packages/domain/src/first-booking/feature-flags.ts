/** Feature flags of the app and server, read from configuration; off unless switched on. */
export type FeatureFlags = {
  /** spec 1 §4: a confirmed first appointment may be cancelled, which ends the contract. */
  firstBookingConfirmationCancelation: boolean;
};

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  firstBookingConfirmationCancelation: false,
};
