import { notifications } from '@mantine/notifications';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { useShowError } from '@/modules/relay/showFailure';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useAssignTask } from './useAssignTask';
import { taskMessages } from './taskMessages';
import type { TaskAssigneeSelect_query$key } from './__generated__/TaskAssigneeSelect_query.graphql';

const messages = defineMessages({
  assigned: defineMessage<{ name: string }>({ id: 'task.detail.assigned', defaultMessage: 'Assigned to {name}.' }),
  unassignedDone: { id: 'task.detail.unassignedDone', defaultMessage: 'The task is now unassigned.' },
});

interface Props {
  query: TaskAssigneeSelect_query$key;
  taskId: string;
  assigneeId: string | null;
}

/** Assigns the task in place (clear to unassign). */
export function TaskAssigneeSelect({ query, taskId, assigneeId }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const data = useFragment(
    graphql`
      fragment TaskAssigneeSelect_query on Query {
        ...useEmployeeFormChoices_query
      }
    `,
    query,
  );
  const employees = useEmployeeFormChoices(data);
  const [commit, inFlight] = useAssignTask();
  const onChange = (value: string | null) => {
    if (value === assigneeId) return;
    commit({
      variables: { input: { id: taskId, assigneeId: value } },
      onCompleted: (response) => {
        const name = response.assignTask.task.assignee?.name;
        notifications.show({
          color: 'green',
          message: name ? intl.formatMessage(messages.assigned, { name }) : intl.formatMessage(messages.unassignedDone),
        });
      },
      onError: (error) => {
        showError(error);
      },
    });
  };
  return (
    <SearchSelect
      label={intl.formatMessage(taskMessages.assignee)}
      placeholder={intl.formatMessage(taskMessages.unassigned)}
      clearable
      disabled={inFlight}
      data={employees.data}
      {...employees.search}
      value={assigneeId}
      onChange={onChange}
    />
  );
}
