import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { workflowTemplatePath } from './workflowPaths';
import { WorkflowVisibilityBadge } from './WorkflowVisibilityBadge';
import type { WorkflowTemplateRow_template$key } from './__generated__/WorkflowTemplateRow_template.graphql';

const messages = defineMessages({
  archived: { id: 'workflow.template.archived', defaultMessage: 'Archived' },
  steps: defineMessage<{ count: number }>({ id: 'workflow.template.stepCount', defaultMessage: '{count, plural, one {# step} other {# steps}}' }),
  running: defineMessage<{ count: number }>({ id: 'workflow.template.runningCount', defaultMessage: '{count, plural, =0 {None running} one {# running} other {# running}}' }),
});

/** One row of the template list (a card on a phone). */
export function WorkflowTemplateRow({ template }: { template: WorkflowTemplateRow_template$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment WorkflowTemplateRow_template on WorkflowTemplate {
        id
        name
        description
        visibility
        archived
        stepCount
        runningInstanceCount
        updatedAt
      }
    `,
    template,
  );
  return (
    <ListRow data-testid="workflow-template-row">
      <ListCell column="name" primary>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={to(workflowTemplatePath(data.id))} fw={500} style={{ wordBreak: 'break-word' }}>
              {data.name}
            </Anchor>
            {data.archived && (
              <Badge color="gray" size="sm" data-testid="workflow-template-archived">
                {intl.formatMessage(messages.archived)}
              </Badge>
            )}
          </Group>
          {data.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {data.description}
            </Text>
          )}
        </Stack>
      </ListCell>
      <ListCell column="visibility">
        <WorkflowVisibilityBadge visibility={data.visibility} />
      </ListCell>
      <ListCell column="steps">
        <Text size="sm">{intl.formatMessage(messages.steps, { count: data.stepCount })}</Text>
      </ListCell>
      <ListCell column="running">
        <Text size="sm" c={data.runningInstanceCount ? undefined : 'dimmed'}>
          {intl.formatMessage(messages.running, { count: data.runningInstanceCount })}
        </Text>
      </ListCell>
      <ListCell column="updatedAt">
        <Text size="sm" component="time" dateTime={isoDateTime(data.updatedAt)}>
          {formatDateTime(intl, data.updatedAt)}
        </Text>
      </ListCell>
    </ListRow>
  );
}
