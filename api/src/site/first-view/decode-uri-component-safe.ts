/** decodeURIComponent, or the text as it is when it is not valid percent-encoding. */
export function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
