// Texts of the shell area. German is the reference catalogue.
export const shell = {};
