import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EntityErrorScreen } from './EntityErrorScreen';
import { HttpError } from './HttpError';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function page(error: unknown, props: { module?: string; codes?: Record<string, number> }, path = '/issues/abc') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithProviders(
    <SectionErrorBoundary fallback={(caught) => <EntityErrorScreen error={caught} {...props} />}>
      <Throws error={error} />
    </SectionErrorBoundary>,
    { path },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EntityErrorScreen in SectionErrorBoundary', () => {
  it("shows the area's own refusal in the server's words", async () => {
    page(new ClientError('204.I001.001', 'Issue not found'), { module: 'I' });
    expect(await screen.findByRole('heading', { name: 'Error: 404 - Not Found' })).toBeTruthy();
    expect(screen.getByText('Issue not found')).toBeTruthy();
  });

  it('answers 403 for a 102 refusal of the area, and only for exact codes when given', async () => {
    page(new ClientError('102.D001.001', 'Document Not Accessible'), { codes: { '102.D001.001': 403 } }, '/documents/abc');
    expect(await screen.findByRole('heading', { name: 'Error: 403 - Forbidden' })).toBeTruthy();
    expect(screen.getByText('Document Not Accessible')).toBeTruthy();
  });

  it("shows the page's own HttpError with its message", async () => {
    page(new HttpError(404, 'This template does not exist.'), { module: 'E' }, '/email-templates/abc');
    expect(await screen.findByText('This template does not exist.')).toBeTruthy();
  });

  it("leaves another area's refusal to the generic words", async () => {
    page(new ClientError('204.T001.001', 'Task not found'), { module: 'I' });
    expect(await screen.findByRole('heading', { name: 'Error: 404 - Not Found' })).toBeTruthy();
    expect(screen.queryByText('Task not found')).toBeNull();
  });
});
