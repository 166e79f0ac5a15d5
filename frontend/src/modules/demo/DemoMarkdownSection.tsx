import { Accordion, Code, Paper } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { MarkdownView } from '@/modules/markdown/MarkdownView';
import enSample from './markdownSample.en.md?raw';
import jaSample from './markdownSample.ja.md?raw';

const messages = defineMessages({
  source: { id: 'demo.markdown.source', defaultMessage: 'Show the markdown source' },
});

/** The markdown renderer on a sample (one per language) that uses every feature the spec lists. */
export function DemoMarkdownSection() {
  const intl = useIntl();
  const source = intl.locale.startsWith('ja') ? jaSample : enSample;
  return (
    <>
      <Paper withBorder radius="md" p="md" data-testid="demo-markdown">
        <MarkdownView source={source} />
      </Paper>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="source">
          <Accordion.Control>{intl.formatMessage(messages.source)}</Accordion.Control>
          <Accordion.Panel>
            <Code block>{source}</Code>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
