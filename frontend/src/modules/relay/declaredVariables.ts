export interface DeclaredVariable {
  name: string;
  required: boolean;
}

/** The variables an operation's text declares (`query Q($id: ID!, $first: Int = 20)`). */
export function declaredVariables(text: string): DeclaredVariable[] | null {
  const header = /^\s*(?:query|mutation|subscription)\b[^({]*\(([^)]*)\)/.exec(text);
  if (!header) return /^\s*(?:query|mutation|subscription)\b[^({]*\{/.test(text) || /^\s*\{/.test(text) ? [] : null;
  const result: DeclaredVariable[] = [];
  for (const match of header[1].matchAll(/\$(\w+)\s*:\s*([\w[\]!\s]+?)\s*(=\s*[^,$]+)?(?=,|\$|$)/g)) {
    result.push({ name: match[1], required: match[2].trim().endsWith('!') && !match[3] });
  }
  return result;
}

/**
 * The spec's pre-request check: the variables must be exactly those the operation declares
 * (no extra ones, no required one missing). Unknown operation text passes.
 */
export function variablesMatchOperation(text: string, variables: Record<string, unknown>): boolean {
  const declared = declaredVariables(text);
  if (declared === null) return true;
  const names = new Set(declared.map((variable) => variable.name));
  if (Object.keys(variables).some((key) => !names.has(key) && variables[key] !== undefined)) return false;
  return declared.every((variable) => !variable.required || (variables[variable.name] !== undefined && variables[variable.name] !== null));
}
