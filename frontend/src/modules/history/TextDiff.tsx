import { Box, Button, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { foldUnchanged, textDiff } from './textDiff';
import './history.css';

const messages = defineMessages({
  showFull: { id: 'history.diff.showFull', defaultMessage: 'Show full text' },
  hideFull: { id: 'history.diff.hideFull', defaultMessage: 'Hide full text' },
  before: { id: 'history.diff.before', defaultMessage: 'Before' },
  after: { id: 'history.diff.after', defaultMessage: 'After' },
  removed: { id: 'history.diff.removed', defaultMessage: 'removed' },
  added: { id: 'history.diff.added', defaultMessage: 'added' },
  folded: defineMessage<{ lines: number }>({ id: 'history.diff.folded', defaultMessage: '… {lines, plural, one {# unchanged line} other {# unchanged lines}} …' }),
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
});

const newline = '\n';

interface Props {
  label: string;
  oldText: string;
  newText: string;
}

/** A long text change: what was removed and added (jsdiff), and the whole old and new text on request. */
export function TextDiff({ label, oldText, newText }: Props) {
  const intl = useIntl();
  const [full, setFull] = useState(false);
  const blocks = foldUnchanged(textDiff(oldText, newText, intl.locale));
  return (
    <Stack gap={4} data-testid="history-text-diff">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Box className="history-diff" component="div" data-testid="history-diff-body">
        {blocks.map((block, index) => {
          if (block.kind === 'folded') {
            return (
              <span key={index} className="history-diff-folded">
                {intl.formatMessage(messages.folded, { lines: block.lines })}
                {newline}
              </span>
            );
          }
          if (block.kind === 'added') {
            return (
              <ins key={index}>
                <VisuallyHidden>{intl.formatMessage(messages.added)}</VisuallyHidden>
                {block.text}
              </ins>
            );
          }
          if (block.kind === 'removed') {
            return (
              <del key={index}>
                <VisuallyHidden>{intl.formatMessage(messages.removed)}</VisuallyHidden>
                {block.text}
              </del>
            );
          }
          return <span key={index}>{block.text}</span>;
        })}
      </Box>
      <Group>
        <Button size="compact-xs" variant="subtle" onClick={() => setFull((current) => !current)} aria-expanded={full}>
          {intl.formatMessage(full ? messages.hideFull : messages.showFull)}
        </Button>
      </Group>
      {full && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="history-full-text">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.before)}
            </Text>
            <Box className="history-full">{oldText || intl.formatMessage(messages.empty)}</Box>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.after)}
            </Text>
            <Box className="history-full">{newText || intl.formatMessage(messages.empty)}</Box>
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
