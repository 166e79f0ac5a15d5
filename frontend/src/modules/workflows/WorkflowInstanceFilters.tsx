import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { ListFilterBar, ListFilterSwitch, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import { ListSelectFilter } from '@/modules/ui/list/ListSelectFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useWorkflowTemplateSearch } from './useWorkflowTemplateSearch';
import { labelledOptions, pickedIn, workflowProgresses } from './workflowEnums';
import { activeWorkflowInstanceFilters, workflowInstanceListCodec, workflowInstanceSort, type WorkflowInstanceOrderField } from './workflowInstanceListParams';
import type { WorkflowInstanceFilters_query$key } from './__generated__/WorkflowInstanceFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'workflow.instance.filter.keyword', defaultMessage: 'Search workflows' },
  keywordPlaceholder: { id: 'workflow.instance.filter.keywordPlaceholder', defaultMessage: 'Words in the name or the template’s name' },
  template: { id: 'workflow.instance.field.template', defaultMessage: 'Template' },
  owner: { id: 'workflow.instance.field.owner', defaultMessage: 'Owner' },
  anyOwner: { id: 'workflow.instance.filter.anyOwner', defaultMessage: 'Anyone' },
  me: { id: 'workflow.instance.filter.ownerMe', defaultMessage: 'Me' },
  quick: { id: 'workflow.instance.filter.ownerQuick', defaultMessage: 'Quick picks' },
  people: { id: 'workflow.instance.filter.ownerPeople', defaultMessage: 'People' },
  progress: { id: 'workflow.instance.field.progress', defaultMessage: 'Progress' },
  progressDefault: { id: 'workflow.instance.filter.progressDefault', defaultMessage: 'In progress and completed' },
  waitingForMe: { id: 'workflow.instance.waitingForMe', defaultMessage: 'Waiting for me' },
  overdue: { id: 'workflow.instance.filter.overdue', defaultMessage: 'Overdue only' },
  STARTED_AT: { id: 'workflow.instance.field.startedAt', defaultMessage: 'Started' },
  UPDATED_AT: { id: 'workflow.instance.field.updatedAt', defaultMessage: 'Updated' },
  NAME: { id: 'workflow.instance.field.name', defaultMessage: 'Name' },
});

/** Search as you type, template, owner ("Me" or someone), progress, "Waiting for me", overdue and sort, kept in the URL. */
export function WorkflowInstanceFilters({ query }: { query: WorkflowInstanceFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WorkflowInstanceFilters_query on Query {
        workflowTemplates(first: 100, filter: { archived: null }, orderBy: { field: NAME, direction: ASC }) {
          edges {
            node {
              id
              name
            }
          }
        }
        ...useEmployeeFormChoices_query
      }
    `,
    query,
  );
  const owners = useEmployeeFormChoices(data);
  const list = useListParams(workflowInstanceListCodec);
  const { params, update } = list;
  // Templates are too many to load whole: the picker also searches the server (issue 33).
  const templateSearch = useWorkflowTemplateSearch();
  const templates = namedChoices(
    data.workflowTemplates.edges.map((edge) => edge.node),
    templateSearch.found,
  ).data;
  if (params.templateId && !templates.some((option) => option.value === params.templateId)) templates.push({ value: params.templateId, label: params.templateId });
  const filters = (layout: FilterLayout) => (
    <>
      <ListSelectFilter
        label={intl.formatMessage(messages.template)}
        data={templates}
        value={params.templateId}
        onChange={(templateId) => update({ templateId })}
        search={templateSearch.props}
        layout={layout}
        width={200}
        data-testid="workflow-filter-template"
      />
      <ListSelectFilter
        label={intl.formatMessage(messages.owner)}
        any={intl.formatMessage(messages.anyOwner)}
        data={[
          { group: intl.formatMessage(messages.quick), items: [{ value: 'me', label: intl.formatMessage(messages.me) }] },
          { group: intl.formatMessage(messages.people), items: owners.data },
        ]}
        value={params.owner === null ? null : params.owner === 'me' ? 'me' : params.owner.id}
        onChange={(value) => update({ owner: !value ? null : value === 'me' ? 'me' : { id: value } })}
        search={owners.search}
        layout={layout}
        width={180}
      />
      <ListMultiFilter
        label={intl.formatMessage(messages.progress)}
        any={intl.formatMessage(messages.progressDefault)}
        data={labelledOptions(intl, workflowProgresses)}
        value={params.progress}
        onChange={(values) => update({ progress: pickedIn(workflowProgresses, values) })}
        layout={layout}
        width={240}
        searchable={false}
      />
      <ListFilterSwitch
        label={intl.formatMessage(messages.waitingForMe)}
        checked={params.waitingForMe}
        onChange={(waitingForMe) => update({ waitingForMe })}
        layout={layout}
        testId="workflow-filter-waiting"
      />
      <ListFilterSwitch
        label={intl.formatMessage(messages.overdue)}
        checked={params.overdue}
        onChange={(overdue) => update({ overdue })}
        layout={layout}
        testId="workflow-filter-overdue"
      />
    </>
  );
  return <ListFilterBar<WorkflowInstanceOrderField> list={list} sortSpec={workflowInstanceSort} messages={messages} activeFilters={activeWorkflowInstanceFilters(params)} filters={filters} />;
}
