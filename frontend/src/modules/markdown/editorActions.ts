export interface EditorState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection (or a placeholder) in `before`/`after`; the inner text stays selected. */
export function wrapSelection(state: EditorState, before: string, after: string, placeholder: string): EditorState {
  const { value, selectionStart, selectionEnd } = state;
  const selected = value.slice(selectionStart, selectionEnd) || placeholder;
  const next = value.slice(0, selectionStart) + before + selected + after + value.slice(selectionEnd);
  const start = selectionStart + before.length;
  return { value: next, selectionStart: start, selectionEnd: start + selected.length };
}

/** Prefixes every selected line (`## `, `> `, `- `, `1. `, `- [ ] `); numbered lists count up. */
export function prefixLines(state: EditorState, prefix: string): EditorState {
  const { value, selectionStart, selectionEnd } = state;
  const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
  const endBreak = value.indexOf('\n', selectionEnd);
  const lineEnd = endBreak === -1 ? value.length : endBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const numbered = /^1\. $/.test(prefix);
  const replaced = lines.map((line, index) => (numbered ? `${index + 1}. ` : prefix) + line).join('\n');
  const next = value.slice(0, lineStart) + replaced + value.slice(lineEnd);
  return { value: next, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
}

/** Inserts a block (code fence, table) on its own lines at the cursor. */
export function insertBlock(state: EditorState, block: string, selectFrom = 0, selectLength = 0): EditorState {
  const { value, selectionStart, selectionEnd } = state;
  const before = value.slice(0, selectionStart);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const text = lead + block + '\n';
  const next = before + text + value.slice(selectionEnd);
  const start = selectionStart + lead.length + selectFrom;
  return { value: next, selectionStart: start, selectionEnd: start + selectLength };
}

/** Inserts inline text at the cursor, replacing the selection. */
export function insertText(state: EditorState, text: string): EditorState {
  const { value, selectionStart, selectionEnd } = state;
  const next = value.slice(0, selectionStart) + text + value.slice(selectionEnd);
  const caret = selectionStart + text.length;
  return { value: next, selectionStart: caret, selectionEnd: caret };
}

/** Code: inline backticks for a one-line selection, a fenced block otherwise. */
export function insertCode(state: EditorState, placeholder: string): EditorState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  if (selected.includes('\n') || selected === '') {
    const body = selected || placeholder;
    return insertBlock(state, '```typescript\n' + body + '\n```', '```typescript\n'.length, body.length);
  }
  return wrapSelection(state, '`', '`', placeholder);
}

/** A link around the selection: `[text](https://)` with the URL selected. */
export function insertLink(state: EditorState, placeholder: string, image = false): EditorState {
  const { value, selectionStart, selectionEnd } = state;
  const label = value.slice(selectionStart, selectionEnd) || placeholder;
  const url = 'https://';
  const text = `${image ? '!' : ''}[${label}](${url})`;
  const next = value.slice(0, selectionStart) + text + value.slice(selectionEnd);
  const urlStart = selectionStart + text.length - url.length - 1;
  return { value: next, selectionStart: urlStart, selectionEnd: urlStart + url.length };
}

/** A 2×2 table template. */
export function insertTable(state: EditorState, header: string, cell: string): EditorState {
  const table = `| ${header} | ${header} |\n| --- | --- |\n| ${cell} | ${cell} |`;
  return insertBlock(state, table, 2, header.length);
}
