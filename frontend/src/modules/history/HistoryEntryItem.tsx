import { Anchor, Avatar, Group, Stack, Text, Timeline, type TimelineItemProps } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { ChangeView, visibleChanges } from './ChangeView';
import type { ValueFormatter } from './formatChange';
import { refPath } from './refPath';
import type { HistoryEntryItem_entry$key } from './__generated__/HistoryEntryItem_entry.graphql';

const messages = defineMessages({
  system: { id: 'history.system', defaultMessage: 'System' },
  version: defineMessage<{ version: number }>({ id: 'history.version', defaultMessage: 'Version {version, number}' }),
  reason: defineMessage<{ reason: string }>({ id: 'history.reason', defaultMessage: 'Reason: {reason}' }),
  fact: defineMessage<{ label: string; text: string }>({ id: 'history.fact', defaultMessage: '{label}: {text}' }),
  viaApiToken: defineMessage<{ name: string }>({ id: 'history.viaApiToken', defaultMessage: 'via API token “{name}”' }),
});

/** The reason an event states for itself (a manager's override carries one), when its payload was asked for. */
function statedReason(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  // The journal stores an event as `{ "<EventType>": { …fields } }`.
  const fields = Object.values(payload as Record<string, unknown>);
  const body = fields.length === 1 && fields[0] && typeof fields[0] === 'object' ? (fields[0] as Record<string, unknown>) : (payload as Record<string, unknown>);
  const reason = body.reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
}

/**
 * A reference the server resolved (`FieldChange.oldRef` / `newRef`): what its link needs, spread
 * unmasked on both sides of a change so the list of kinds is written once.
 */
export const historyRefFragment = graphql`
  fragment HistoryEntryItem_ref on Node {
    __typename
    ... on Employee {
      id
      name
    }
    ... on Task {
      id
      title
    }
    ... on Tag {
      id
      name
    }
    ... on Project {
      id
      name
    }
    ... on Issue {
      id
      title
    }
    ... on IssueStatus {
      id
      label
    }
    ... on IssueCategory {
      id
      label
    }
    ... on Application {
      id
      applicationName
    }
    ... on ApplicationNode {
      id
      name
      tree
      application {
        id
      }
    }
    ... on Agent {
      id
      name
    }
    ... on AgentRole {
      id
      name
    }
    ... on AiModel {
      id
      displayName
    }
    ... on ChatRoom {
      id
      title
    }
    ... on WorkflowTemplate {
      id
      name
    }
    ... on WorkflowInstance {
      id
      name
    }
  }
`;

interface Props extends Omit<TimelineItemProps, 'title' | 'bullet'> {
  entry: HistoryEntryItem_entry$key;
  formatValue?: ValueFormatter;
  /** Ref for a windowed timeline's measure (the item carries `data-index`). */
  measure?: (element: Element | null) => void;
}

/**
 * One history entry as a timeline item: the actor's avatar and linked name ("System" when the
 * system did it), the time, the version, the label and each change (names linked, long text as a diff).
 */
export function HistoryEntryItem({ entry, formatValue, measure, ...timelineProps }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment HistoryEntryItem_entry on HistoryEntry @argumentDefinitions(withReason: { type: "Boolean", defaultValue: false }) {
        sequence
        payload @include(if: $withReason)
        label
        recordedAt
        actor {
          id
          name
          avatarUrl
        }
        viaApiToken
        facts {
          label
          newText
        }
        changes {
          field
          label
          oldValue
          newValue
          oldText
          newText
          items {
            label
            oldText
            newText
          }
          oldRef {
            ...HistoryEntryItem_ref @relay(mask: false)
          }
          newRef {
            ...HistoryEntryItem_ref @relay(mask: false)
          }
        }
      }
    `,
    entry,
  );
  const actorName = data.actor?.name ?? intl.formatMessage(messages.system);
  const actorPath = data.actor ? refPath('Employee', data.actor.id) : null;
  // The event's own facts (an approval's decision and comment, a reason), labelled by the
  // server (issue 37 §2); the payload's reason only where an event declares no facts.
  const reason = data.facts.length > 0 ? null : statedReason(data.payload);
  return (
    <Timeline.Item
      {...timelineProps}
      ref={measure}
      bullet={<Avatar src={data.actor?.avatarUrl} name={actorName} color="initials" size={28} radius="xl" alt="" />}
      title={data.label}
      data-testid="history-entry"
      data-version={data.sequence}
    >
      <Stack gap={4}>
        <Group gap={8} wrap="wrap">
          {actorPath ? (
            <Anchor component={Link} to={to(actorPath)} size="xs" data-testid="history-actor">
              {actorName}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed" data-testid="history-actor">
              {actorName}
            </Text>
          )}
          {data.viaApiToken != null && (
            <Text size="xs" c="dimmed" data-testid="history-via-api-token">
              {intl.formatMessage(messages.viaApiToken, { name: data.viaApiToken })}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.recordedAt)} title={formatRelative(intl, data.recordedAt)}>
            {formatDateTime(intl, data.recordedAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.version, { version: data.sequence })}
          </Text>
        </Group>
        {data.facts.map((fact) => (
          <Text key={fact.label} size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="history-fact">
            {intl.formatMessage(messages.fact, { label: fact.label, text: fact.newText ?? '' })}
          </Text>
        ))}
        {reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="history-reason">
            {intl.formatMessage(messages.reason, { reason })}
          </Text>
        )}
        {visibleChanges(intl, data.changes, formatValue).map((change) => (
          <ChangeView key={change.field} change={change} formatValue={formatValue} />
        ))}
      </Stack>
    </Timeline.Item>
  );
}
