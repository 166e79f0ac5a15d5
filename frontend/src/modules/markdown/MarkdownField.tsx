import { Input } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PageLoader } from '@/modules/ui/PageLoader';

const MarkdownEditor = lazy(() => import('./MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

interface Props {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A form's markdown field: its label and message, the editor loaded when first shown. */
export function MarkdownField({ label, value, error, onChange }: Props) {
  const intl = useIntl();
  return (
    <Input.Wrapper label={label} error={error}>
      <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
        <MarkdownEditor label={label} value={value} onChange={onChange} />
      </Suspense>
    </Input.Wrapper>
  );
}
