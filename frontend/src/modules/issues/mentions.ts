/** An `@word` being typed just before the caret: where its `@` is and what follows it. */
export interface MentionQuery {
  start: number;
  query: string;
}

const typing = /(^|[\s([{>])@([^\s@]{0,40})$/u;

/** The `@…` the caret is at the end of (after a space, a bracket or the start), or null. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = typing.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** Replaces `text[start, end)` with `@Name ` and returns the new text and where the caret goes. */
export function insertMention(text: string, start: number, end: number, name: string): { value: string; caret: number } {
  const mention = `@${name} `;
  return { value: text.slice(0, start) + mention + text.slice(end), caret: start + mention.length };
}

/** The employees whose name matches what follows the `@` (a word of the name starts with it, any case), at most `limit`. */
export function matchEmployees<T extends { readonly name: string }>(employees: readonly T[], query: string, limit = 8): T[] {
  const wanted = query.toLocaleLowerCase();
  if (!wanted) return employees.slice(0, limit);
  return employees
    .filter((employee) => {
      const name = employee.name.toLocaleLowerCase();
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted)) || name.includes(wanted);
    })
    .slice(0, limit);
}

/** The picked employees whose `@Name` is still in the body (what the server keeps as mentions). */
export function keptMentionIds(body: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => body.includes(`@${name}`)).map(([id]) => id);
}
