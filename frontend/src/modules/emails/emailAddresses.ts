/**
 * A pragmatic check of one address as people type it (`name@example.com`): one @, no spaces or
 * brackets, a dot in the domain. The server checks every address again ('Invalid email address').
 */
const address = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:".]+(\.[^\s@<>()[\],;:".]+)+$/;

/** Whether the text is one plausible email address. */
export function isEmailAddress(text: string): boolean {
  return address.test(text.trim());
}

/** The addresses that fail the check, in order. */
export function invalidAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((entry) => !isEmailAddress(entry));
}

/** Trimmed, without empties and repeats (case-insensitively), first spelling kept. */
export function normalizeAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of addresses) {
    const trimmed = entry.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
}

/** Where TagsInput splits typed or pasted text into addresses. */
export const addressSplitChars = [',', ';', ' ', '\n'];
