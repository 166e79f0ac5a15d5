/** Reads the build's version from /version.json (written by the build); null when unavailable. */
export async function fetchBuildVersion(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'version' in body && typeof body.version === 'string') return body.version;
    return null;
  } catch {
    return null;
  }
}
