/** Percent-decodes a URL part; a stray "%" in a hand-written link must not stop the build, so such text is kept as written. */
export function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
