import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ExportSpec } from './exportTypes';

/** Every list's export spec (`<area>/<name>Export.ts`), found by file name as areas are. */
const specs = Object.entries(import.meta.glob<Record<string, ExportSpec>>('../*/*Export.ts', { eager: true })).flatMap(([file, module]) =>
  Object.values(module)
    .filter((value) => typeof value === 'object' && 'list' in value && 'columns' in value)
    .map((spec) => [file, spec] as const),
);

const schema = buildSchema(readFileSync(resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8'));

function unwrap(type: GraphQLOutputType): GraphQLOutputType {
  return getNamedType(type) as GraphQLOutputType;
}

describe('export specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThanOrEqual(5);
  });

  // The server runs what a spec names (issue 35 §4); a renamed field would otherwise fail only at run time.
  it.each(specs.map(([file, spec]) => [file, spec]))('%s names a connection of the schema and fields of its node', (_file, spec) => {
    const field = schema.getQueryType()?.getFields()[spec.list];
    expect(field, `Query.${spec.list}`).toBeDefined();
    const connection = getNamedType(field!.type);
    expect(connection.name.endsWith('Connection')).toBe(true);
    for (const arg of spec.args ?? ['filter', 'orderBy']) {
      expect(field!.args.some((a) => a.name === arg), `${spec.list}(${arg})`).toBe(true);
    }
    if (!isObjectType(connection)) throw new Error('a connection is an object');
    const edge = unwrap(connection.getFields().edges!.type);
    if (!isObjectType(edge)) throw new Error('an edge is an object');
    const node = unwrap(edge.getFields().node!.type);
    for (const column of spec.columns) {
      let type = node;
      for (const part of column.path.split('.')) {
        if (!isObjectType(type)) throw new Error(`${column.path}: ${part} is under a leaf`);
        const next = type.getFields()[part];
        expect(next, `${spec.list}: ${column.path}`).toBeDefined();
        type = unwrap(next!.type);
      }
      if (column.kind === 'money') expect(getNamedType(type).name, `${spec.list}: ${column.path} is money`).toBe('Money');
      else expect(isObjectType(type), `${spec.list}: ${column.path} ends on a value`).toBe(false);
    }
  });
});
