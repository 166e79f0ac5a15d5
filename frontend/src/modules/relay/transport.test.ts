import { describe, expect, it } from 'vitest';
import { buildBody } from './transport';
import { variablesAreValid } from './validateVariables';

describe('buildBody', () => {
  it('sends JSON without files', () => {
    const { body, multipart } = buildBody({ query: 'q', variables: { a: 1 } });
    expect(multipart).toBe(false);
    expect(JSON.parse(body as string)).toEqual({ query: 'q', variables: { a: 1 } });
  });

  it('uses the multipart request spec for files in variables', () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const { body, multipart } = buildBody({ query: 'mutation', variables: { input: { file } } });
    expect(multipart).toBe(true);
    const form = body as FormData;
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({ input: { file: null } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    expect((form.get('0') as File).name).toBe('a.png');
  });

  it('accepts Relay uploadables keyed by path', () => {
    const file = new File(['gif'], 'b.gif', { type: 'image/gif' });
    const { body } = buildBody({ query: 'm', variables: { input: { file: null } }, uploadables: { 'variables.input.file': file } });
    const form = body as FormData;
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
  });
});

describe('variablesAreValid', () => {
  it('accepts JSON values and files', () => {
    expect(variablesAreValid({ a: 'x', b: [1, 2], c: null, d: undefined, e: new Blob(['x']) })).toBe(true);
  });

  it('rejects values that cannot be sent (191.X000.001)', () => {
    expect(variablesAreValid({ a: Number.NaN })).toBe(false);
    expect(variablesAreValid({ a: () => 1 })).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(variablesAreValid(cyclic)).toBe(false);
  });
});
