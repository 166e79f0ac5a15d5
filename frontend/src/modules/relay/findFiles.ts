export interface ExtractedFiles {
  /** Variables with every file replaced by null. */
  clone: unknown;
  /** Files with the object paths (e.g. `variables.input.file`) where they were found. */
  files: Map<Blob, string[]>;
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Finds File/Blob values inside variables (GraphQL multipart request spec). */
export function extractFiles(value: unknown, path = 'variables'): ExtractedFiles {
  const files = new Map<Blob, string[]>();
  const walk = (node: unknown, at: string): unknown => {
    if (isFile(node)) {
      const paths = files.get(node) ?? [];
      paths.push(at);
      files.set(node, paths);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, `${at}.${key}`);
      return out;
    }
    return node;
  };
  const clone = walk(value, path);
  return { clone, files };
}
