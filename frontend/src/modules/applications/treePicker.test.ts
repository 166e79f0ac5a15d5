import { describe, expect, it } from 'vitest';
import { canMoveInto, nodeLabel, nodeOptions } from './treePicker';

const billing = { id: 'b', name: 'Billing', path: [] };
const invoices = { id: 'i', name: 'Invoices', path: [{ id: 'b', name: 'Billing' }] };
const otherInvoices = { id: 'j', name: 'Invoices', path: [{ id: 's', name: 'Shop' }] };
const drafts = { id: 'd', name: 'Drafts', path: [{ id: 'b', name: 'Billing' }, { id: 'i', name: 'Invoices' }] };

describe('tree pickers', () => {
  it('name a node by its path, so same-named nodes differ', () => {
    expect(nodeLabel(billing)).toBe('Billing');
    expect(nodeLabel(invoices)).toBe('Billing / Invoices');
    expect(nodeLabel(otherInvoices)).toBe('Shop / Invoices');
    expect(nodeLabel(drafts)).toBe('Billing / Invoices / Drafts');
  });

  it('never offer a directory itself or its own subtree as where it moves', () => {
    const found = [billing, invoices, otherInvoices, drafts];
    expect(found.filter((node) => canMoveInto(node, 'i')).map((node) => node.id)).toEqual(['b', 'j']);
    expect(found.filter((node) => canMoveInto(node, 'b')).map((node) => node.id)).toEqual(['j']);
    expect(found.filter((node) => canMoveInto(node, 'x'))).toHaveLength(4);
  });

  it('keep the value the form holds named, once, before what was found', () => {
    expect(nodeOptions([invoices], [{ id: 'p', name: 'Checkout', path: [] }])).toEqual([
      { value: 'p', label: 'Checkout' },
      { value: 'i', label: 'Billing / Invoices' },
    ]);
    expect(nodeOptions([invoices], [{ id: 'i', name: 'Invoices', path: [] }])).toEqual([{ value: 'i', label: 'Billing / Invoices' }]);
  });
});
