import { Typography } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { createMarkdown, type MarkdownPlugin } from './createMarkdown';
import { loadHighlighter } from './loadHighlighter';
import './markdown.css';
import { renderMarkdown } from './renderMarkdown';

interface Props {
  source: string;
}

/** Renders markdown as sanitized HTML; code is highlighted once shiki has loaded. */
export function MarkdownView({ source }: Props) {
  const [highlight, setHighlight] = useState<MarkdownPlugin | null>(null);
  const needsHighlight = source.includes('```') || source.includes('~~~');
  useEffect(() => {
    if (!needsHighlight || highlight) return;
    let active = true;
    loadHighlighter().then(
      (plugin) => active && setHighlight(() => plugin),
      (error: unknown) => console.warn('Code highlighting unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [needsHighlight, highlight]);
  const md = useMemo(() => createMarkdown(highlight ?? undefined), [highlight]);
  const html = useMemo(() => renderMarkdown(md, source), [md, source]);
  return (
    <Typography>
      <div className="markdown-body" data-testid="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
