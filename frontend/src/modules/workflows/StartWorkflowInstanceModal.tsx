import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useNameField } from '@/modules/ui/form/useNameField';
import { useStartWorkflowInstance } from './useStartWorkflowInstance';
import { workflowInstancePath } from './workflowPaths';
import { workflowLimits } from './workflowSteps';

const messages = defineMessages({
  title: { id: 'workflow.start.title', defaultMessage: 'Start an instance' },
  intro: defineMessage<{ template: string }>({ id: 'workflow.start.intro', defaultMessage: 'A new run of “{template}”, owned by you. Its first step starts at once.' }),
  name: { id: 'workflow.start.name', defaultMessage: 'Instance name' },
  nameRequired: { id: 'workflow.start.nameRequired', defaultMessage: 'Enter a name.' },
  start: { id: 'workflow.start.submit', defaultMessage: 'Start' },
  started: { id: 'workflow.start.started', defaultMessage: 'Workflow started.' },
});

interface Props {
  templateId: string;
  templateName: string;
  onClose: () => void;
}

/** "Start an instance" of a template: its name (the template's by default), then the instance's page opens. */
export function StartWorkflowInstanceModal({ templateId, templateName, onClose }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const name = useNameField(templateName, messages.nameRequired);
  const [start, inFlight] = useStartWorkflowInstance();
  const submit = () => {
    if (inFlight) return;
    const trimmed = name.take();
    if (!trimmed) return;
    start({
      variables: { input: { templateId, name: trimmed } },
      onCompleted: (response) => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.started) });
        onClose();
        void navigate(to(workflowInstancePath(response.startWorkflowInstance.workflowInstance.id)));
      },
      onError: name.onError,
    });
  };
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.intro, { template: templateName })}
          </Text>
          {name.formError && <ErrorAlert testId="workflow-start-error">{name.formError}</ErrorAlert>}
          <TextInput label={intl.formatMessage(messages.name)} required maxLength={workflowLimits.nameMaxChars} {...name.input} data-autofocus />
          <DialogActions
            onCancel={onClose}
            confirm={{ label: intl.formatMessage(messages.start), loading: inFlight, submit: true, icon: <IconPlayerPlay size={16} aria-hidden /> }}
          />
        </Stack>
      </RecipeForm>
    </FormDialog>
  );
}
