import { accessToken } from '@/modules/auth/accessToken';
import { ClientError } from '@/modules/relay/ClientError';

/**
 * Fetches an export as the signed-in reader (the token goes in the `access-token` header, as
 * every GraphQL request's does, never in the address) and saves it under `fileName`. A refusal
 * is thrown as the coded `ClientError` the server answered, in the reader's language.
 */
export async function downloadExport(url: string, fileName: string): Promise<void> {
  const token = accessToken.get();
  const response = await fetch(url, { headers: token ? { 'access-token': token } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message?: string; extensions?: { code?: string } }[] } | null;
    const error = body?.errors?.[0];
    throw new ClientError(error?.extensions?.code ?? '100.X000.001', error?.message ?? '', null, response.status);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
