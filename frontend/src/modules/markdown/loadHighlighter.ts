import type { MarkdownPlugin } from './createMarkdown';

let loading: Promise<MarkdownPlugin> | null = null;

/** Loads shiki (JavaScript regex engine, the spec's languages, one-light/one-dark-pro) once, lazily. */
export function loadHighlighter(): Promise<MarkdownPlugin> {
  loading ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, { fromHighlighter }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
      import('@shikijs/markdown-it/core'),
    ]);
    const highlighter = await createHighlighterCore({
      themes: [import('@shikijs/themes/one-light'), import('@shikijs/themes/one-dark-pro')],
      langs: [
        import('@shikijs/langs/html'),
        import('@shikijs/langs/css'),
        import('@shikijs/langs/javascript'),
        import('@shikijs/langs/typescript'),
        import('@shikijs/langs/markdown'),
        import('@shikijs/langs/json5'),
        import('@shikijs/langs/vue'),
        import('@shikijs/langs/diff'),
      ],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
    return fromHighlighter(highlighter, {
      themes: { light: 'one-light', dark: 'one-dark-pro' },
      defaultColor: false,
      defaultLanguage: 'markdown',
      fallbackLanguage: 'markdown',
    }) as MarkdownPlugin;
  })();
  return loading;
}
