// Issue 42 §2: graphql-js appends "Did you mean …?" to a misspelt field, argument, type or enum
// value, naming the schema's own: introspection by guessing, for callers who may not introspect.
// graphql 16 has no option to leave them out (17's `hideSuggestions`), so they are cut from the
// messages here, for every caller: the schema is published for developers (docs/api/schema.graphql)
// and the app never shows these messages (docs/decisions/0067-graphql-over-http-tightened.md).

/** graphql-js's didYouMean() always ends the message with its suggestion. */
const SUGGESTION = /\s*Did you mean\b[\s\S]*$/;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
