// Texts of the mail area. German is the reference catalogue.
export const mail = {};
