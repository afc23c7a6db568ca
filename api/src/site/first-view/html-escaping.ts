/** Text for a double-quoted attribute value. */
export const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end the script element it sits in. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
