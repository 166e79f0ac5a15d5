import { describe, expect, it } from 'vitest';
import { expectedDocumentAttached } from './expectedDocuments';

describe('expected documents', () => {
  it('counts a document whose title names the expected one, case and width folded', () => {
    expect(expectedDocumentAttached('Signed contract', ['2026 signed CONTRACT (Acme)'])).toBe(true);
    expect(expectedDocumentAttached('契約書', ['契約書（署名済み）'])).toBe(true);
    expect(expectedDocumentAttached('ＮＤＡ', ['nda'])).toBe(true);
    expect(expectedDocumentAttached('Invoice', ['Signed contract'])).toBe(false);
    expect(expectedDocumentAttached(' ', ['anything'])).toBe(false);
  });
});
