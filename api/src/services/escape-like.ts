/** Escape LIKE wildcards so user text is matched literally (the value itself is always a bound parameter). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
