import { useMemo } from 'react';
import { namedChoices, type NamedChoices } from './fieldRules';

type Named = { readonly id: string; readonly name: string };

/** One empty list, so the choices are kept between renders when nothing is held. */
const nothingHeld: readonly Named[] = [];

/**
 * The records a form offers from a connection's first page (members, tags, organizations), with
 * names for the ones the record already holds that the page may lack (issue 32: one body for
 * every "choices of a connection" hook) and those its picker found on the server
 * (`useServerSearch`'s `found`, issue 33); kept between renders while none changes.
 */
export function useConnectionChoices(
  connection: { readonly edges: readonly { readonly node: Named }[] },
  held: readonly Named[] = nothingHeld,
  found: readonly Named[] = nothingHeld,
): NamedChoices {
  return useMemo(
    () =>
      namedChoices(
        connection.edges.map((edge) => edge.node),
        held,
        found,
      ),
    [connection, held, found],
  );
}
