import type { ComponentType, ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { EntityErrorScreen } from '@/modules/errors/EntityErrorScreen';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';

interface Props {
  /** What the page is about (its id, or its path): another one starts with a fresh boundary. */
  resetKey: string;
  /** The area's module letter in its codes (see `EntityErrorScreen`). */
  module?: string;
  /** Or exactly which codes show as which status. */
  codes?: Readonly<Record<string, number>>;
  children: ReactNode;
}

/**
 * The boundary around a page that reads one entity (issue 32: one shell for the detail, edit and
 * report pages): an entity that does not exist, or that the user may not see, shows the error
 * screen with the server's message in the page's place.
 */
export function EntityBoundary({ resetKey, module, codes, children }: Props) {
  return (
    <SectionErrorBoundary key={resetKey} fallback={(error) => <EntityErrorScreen error={error} module={module} codes={codes} />}>
      {children}
    </SectionErrorBoundary>
  );
}

interface EntityPageOptions<D> {
  /** The area's module letter in its codes. */
  module?: string;
  /** Or exactly which codes show as which status. */
  codes?: Readonly<Record<string, number>>;
  /** What resets the boundary: by default the loader's `id`. */
  resetKey?: (data: D, pathname: string) => string;
}

/**
 * A route's page that reads one entity (issue 32): `Page` inside its `EntityBoundary`, reset by
 * the loader's `id` (or `resetKey`), so each such page is one line instead of a wrapper.
 */
export function entityPage<D = { id: string }>(Page: ComponentType, { module, codes, resetKey }: EntityPageOptions<D>): ComponentType {
  function EntityPage() {
    const data = useLoaderData() as D;
    const { pathname } = useLocation();
    return (
      <EntityBoundary resetKey={resetKey ? resetKey(data, pathname) : (data as { id: string }).id} module={module} codes={codes}>
        <Page />
      </EntityBoundary>
    );
  }
  return EntityPage;
}
