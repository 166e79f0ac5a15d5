import { defineMessages, useIntl } from 'react-intl';
import { AgentForm, agentInput, type AgentFormSubmit } from '@/modules/agents/AgentForm';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useCreateAgent } from '@/modules/agents/useCreateAgent';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { NewAgentPageData } from './newAgentPageLoader';
import { NewAgentPageQuery } from './NewAgentPageQuery';
import type { NewAgentPageQuery as NewAgentPageQueryType } from './__generated__/NewAgentPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newAgent.title', defaultMessage: 'New Agent' },
  submit: { id: 'page.newAgent.submit', defaultMessage: 'Create agent' },
  created: { id: 'page.newAgent.created', defaultMessage: 'Agent created.' },
});

/** /agents/new ('New Agent'). */
export function NewAgentPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewAgentPageQueryType, NewAgentPageData>(NewAgentPageQuery);
  const canManageRoles = useCanManageAgentRoles(data);
  const form: FormPageProps<Parameters<AgentFormSubmit>[0]> = useNewRecordForm(useCreateAgent(), {
    variables: (values) => ({ input: agentInput(values) }),
    list: '/agents',
    created: (response) => response.createAgent.agent.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <AgentForm query={data} canManageRoles={canManageRoles} {...form} />
    </FormPage>
  );
}
