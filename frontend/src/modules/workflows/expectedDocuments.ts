/** Folds case, width (full-width letters) and surrounding space, for comparing names. */
function fold(text: string): string {
  return text.normalize('NFKC').trim().toLocaleLowerCase();
}

/**
 * Whether an expected document ("Signed contract") counts as attached: an attached document's
 * title contains its name, or the name contains the title (case and width folded).
 */
export function expectedDocumentAttached(name: string, titles: readonly string[]): boolean {
  const wanted = fold(name);
  if (!wanted) return false;
  return titles.some((title) => {
    const folded = fold(title);
    return folded !== '' && (folded.includes(wanted) || wanted.includes(folded));
  });
}
