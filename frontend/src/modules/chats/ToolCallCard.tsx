import { Badge, Code, Collapse, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconChevronDown, IconChevronRight, IconTool } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { DraftTaskCard } from './DraftTaskCard';
import { draftTaskOf } from './draftTask';

const messages = defineMessages({
  running: { id: 'chat.tool.running', defaultMessage: 'Running…' },
  done: { id: 'chat.tool.done', defaultMessage: 'Done' },
  failed: { id: 'chat.tool.failed', defaultMessage: 'Failed' },
  notRun: { id: 'chat.tool.notRun', defaultMessage: 'Not run' },
  input: { id: 'chat.tool.input', defaultMessage: 'Input' },
  output: { id: 'chat.tool.output', defaultMessage: 'Output' },
});

/**
 * What a tool call card shows: a message's `toolCalls` and an answer stream's `toolCall` spread
 * it unmasked (`...ToolCallCard_call @relay(mask: false)`), so both select the same.
 */
export const toolCallFragment = graphql`
  fragment ToolCallCard_call on ToolCall {
    toolUseId
    name
    input
    output
    isError
    tool {
      id
      key
      name
    }
  }
`;

export interface ToolCallView {
  readonly toolUseId: string;
  readonly name: string;
  readonly input: unknown;
  readonly output: unknown;
  readonly isError: boolean;
  readonly tool: { readonly id: string; readonly key: string; readonly name: string } | null | undefined;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return String(value);
  }
}

interface Props {
  call: ToolCallView;
  /** The answer is still being written (a call without output is running). */
  streaming: boolean;
}

/**
 * A tool the AI used while answering, collapsible: its name, its input and output as JSON, a
 * spinner while it runs. A `draft_task` result is offered as a task to create (the employee
 * decides; nothing is created by the AI).
 */
export function ToolCallCard({ call, streaming }: Props) {
  const intl = useIntl();
  const [open, { toggle }] = useDisclosure(false);
  const finished = call.output !== null && call.output !== undefined;
  const running = !finished && streaming;
  const draft = finished && !call.isError && (call.tool?.key ?? call.name) === 'draft_task' ? draftTaskOf(call.output) : null;
  const status = running ? (
    <Group gap={4}>
      <Loader size={12} />
      <Text size="xs" c="dimmed">
        {intl.formatMessage(messages.running)}
      </Text>
    </Group>
  ) : call.isError ? (
    <Badge size="xs" color="red" variant="light" leftSection={<IconAlertTriangle size={10} aria-hidden />}>
      {intl.formatMessage(messages.failed)}
    </Badge>
  ) : finished ? (
    <Badge size="xs" color="green" variant="light" leftSection={<IconCheck size={10} aria-hidden />}>
      {intl.formatMessage(messages.done)}
    </Badge>
  ) : (
    <Badge size="xs" color="gray" variant="light">
      {intl.formatMessage(messages.notRun)}
    </Badge>
  );
  return (
    <Stack gap={6}>
      <Paper withBorder radius="sm" px="sm" py={6} data-testid="tool-call" data-tool={call.tool?.key ?? call.name} data-running={running || undefined}>
        <UnstyledButton onClick={toggle} aria-expanded={open} w="100%">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              <IconTool size={14} aria-hidden />
              <Text size="sm" fw={500} data-testid="tool-call-name">
                {call.tool?.name ?? call.name}
              </Text>
            </Group>
            {status}
          </Group>
        </UnstyledButton>
        <Collapse expanded={open}>
          <Stack gap={6} mt="xs">
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.input)}
            </Text>
            <Code block style={{ maxHeight: 240, overflow: 'auto' }} data-testid="tool-call-input">
              {json(call.input)}
            </Code>
            {finished && (
              <>
                <Text size="xs" c="dimmed" fw={600}>
                  {intl.formatMessage(messages.output)}
                </Text>
                <Code block color={call.isError ? 'red.1' : undefined} style={{ maxHeight: 320, overflow: 'auto' }} data-testid="tool-call-output">
                  {json(call.output)}
                </Code>
              </>
            )}
          </Stack>
        </Collapse>
      </Paper>
      {draft && <DraftTaskCard draft={draft} />}
    </Stack>
  );
}
