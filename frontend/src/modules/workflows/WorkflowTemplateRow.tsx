import { Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListArchivedBadge, ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
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
  const data = useFragment(
    graphql`
      fragment WorkflowTemplateRow_template on WorkflowTemplate {
        id
        # The version it is shown at: a delete in bulk sends it, so one changed since is refused as stale (issue 35 §2).
        version
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
    <ListRow data-testid="workflow-template-row" item={{ id: data.id, title: data.name }}>
      <ListTitleCell
        column="name"
        path={workflowTemplatePath(data.id)}
        title={data.name}
        badges={<ListArchivedBadge archived={data.archived} label={intl.formatMessage(messages.archived)} testId="workflow-template-archived" />}
        description={data.description}
      />
      <ListCell column="visibility">
        <WorkflowVisibilityBadge visibility={data.visibility} />
      </ListCell>
      <ListTextCell column="steps" text={intl.formatMessage(messages.steps, { count: data.stepCount })} />
      <ListCell column="running">
        <Text size="sm" c={data.runningInstanceCount ? undefined : 'dimmed'}>
          {intl.formatMessage(messages.running, { count: data.runningInstanceCount })}
        </Text>
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
