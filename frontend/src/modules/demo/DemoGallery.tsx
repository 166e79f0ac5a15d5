import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { DemoErrorSection } from './DemoErrorSection';
import { DemoLinkButtonsSection } from './DemoLinkButtonsSection';
import { DemoMarkdownSection } from './DemoMarkdownSection';
import { DemoSection } from './DemoSection';
import { DemoStatesSection } from './DemoStatesSection';
import { DemoStatusSection } from './DemoStatusSection';
import './demo.css';

const messages = defineMessages({
  intro: {
    id: 'demo.intro',
    defaultMessage: 'The building blocks the screens are made of, in every state they can take. Switch the language or the colour scheme in the header to see them in each.',
  },
  contents: { id: 'demo.contents', defaultMessage: 'Contents' },
  statuses: { id: 'demo.section.statuses', defaultMessage: 'Status badges' },
  statusesHint: { id: 'demo.section.statusesHint', defaultMessage: 'Every status of every list, as its badge in the colour of its tone.' },
  linkButtons: { id: 'demo.section.linkButtons', defaultMessage: 'Link buttons' },
  linkButtonsHint: { id: 'demo.section.linkButtonsHint', defaultMessage: 'A link that looks like a button, in each of its variants.' },
  errors: { id: 'demo.section.errors', defaultMessage: 'Error screens' },
  errorsHint: { id: 'demo.section.errorsHint', defaultMessage: 'The error screen for each status code, with the message shown for it.' },
  markdown: { id: 'demo.section.markdown', defaultMessage: 'Markdown' },
  markdownHint: { id: 'demo.section.markdownHint', defaultMessage: 'The markdown renderer on a sample that uses each of its features.' },
  states: { id: 'demo.section.states', defaultMessage: 'Empty and loading states' },
  statesHint: { id: 'demo.section.statesHint', defaultMessage: 'What a list or a page shows while it has nothing to show yet.' },
});

interface Section {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  content: ReactNode;
}

const sections: readonly Section[] = [
  { id: 'demo-statuses', title: messages.statuses, description: messages.statusesHint, content: <DemoStatusSection /> },
  { id: 'demo-link-buttons', title: messages.linkButtons, description: messages.linkButtonsHint, content: <DemoLinkButtonsSection /> },
  { id: 'demo-errors', title: messages.errors, description: messages.errorsHint, content: <DemoErrorSection /> },
  { id: 'demo-markdown', title: messages.markdown, description: messages.markdownHint, content: <DemoMarkdownSection /> },
  { id: 'demo-states', title: messages.states, description: messages.statesHint, content: <DemoStatesSection /> },
];

/** The gallery: an introduction, a table of contents and one section per kind of building block. */
export function DemoGallery() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(messages.intro)}</Text>
      <Paper component="nav" withBorder radius="md" p="md" className="demo-toc" aria-labelledby="demo-contents" data-testid="demo-toc">
        <Title order={2} size="h5" id="demo-contents" mb="xs">
          {intl.formatMessage(messages.contents)}
        </Title>
        <List type="ordered" spacing={4}>
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{intl.formatMessage(section.title)}</Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      {sections.map((section) => (
        <DemoSection key={section.id} id={section.id} title={intl.formatMessage(section.title)} description={intl.formatMessage(section.description)}>
          {section.content}
        </DemoSection>
      ))}
    </Stack>
  );
}
