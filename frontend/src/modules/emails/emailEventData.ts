/** JSON text pretty-printed (two spaces), or the text as it came when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function headerValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(headerValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A message's headers from their JSON text (`{"Subject": "…", "To": ["a", "b"]}`, or a list of
 * `[name, value]` pairs / `{name, value}` objects) as name → value rows, in their order; null
 * when the text is not such JSON (the page then shows it as it came).
 */
export function parseHeaders(text: string | null | undefined): [string, string][] | null {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) {
    const rows: [string, string][] = [];
    for (const entry of parsed) {
      if (Array.isArray(entry) && entry.length >= 2) rows.push([String(entry[0]), headerValue(entry.slice(1).length > 1 ? entry.slice(1) : entry[1])]);
      else if (entry && typeof entry === 'object' && 'name' in entry) rows.push([String((entry as { name: unknown }).name), headerValue((entry as { value?: unknown }).value)]);
      else return null;
    }
    return rows;
  }
  if (parsed && typeof parsed === 'object') return Object.entries(parsed as Record<string, unknown>).map(([name, value]) => [name, headerValue(value)]);
  return null;
}
