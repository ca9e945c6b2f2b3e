/** Fills `{{name}}` placeholders as i18next does, for texts the domain formats itself. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
