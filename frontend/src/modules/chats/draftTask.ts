/** What the `draft_task` tool answers: a task for the employee to create, or not. */
export interface DraftTask {
  title: string;
  description: string;
}

/** The draft in a `draft_task` output (`{ "title": …, "description": … }`), or null when it is not one. */
export function draftTaskOf(output: unknown): DraftTask | null {
  let value = output;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { title, description } = value as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return null;
  return { title: title.trim(), description: typeof description === 'string' ? description : '' };
}
