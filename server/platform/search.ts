/** An ILIKE pattern for "contains `text`": `%`, `_` and `\` typed by the user match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
