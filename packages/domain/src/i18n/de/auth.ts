// Texts of the auth area. German is the reference catalogue.
export const auth = {};
