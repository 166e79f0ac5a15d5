import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar, ListFilterSwitch, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { labelledOptions, pickedIn, workflowVisibilities } from './workflowEnums';
import { activeWorkflowTemplateFilters, workflowTemplateListCodec, workflowTemplateSort, type WorkflowTemplateOrderField } from './workflowTemplateListParams';

const messages = defineMessages({
  keyword: { id: 'workflow.template.filter.keyword', defaultMessage: 'Search templates' },
  keywordPlaceholder: { id: 'workflow.template.filter.keywordPlaceholder', defaultMessage: 'Words in the name or description' },
  visibility: { id: 'workflow.template.field.visibility', defaultMessage: 'Visibility' },
  archived: { id: 'workflow.template.filter.archived', defaultMessage: 'Archived templates' },
  UPDATED_AT: { id: 'workflow.template.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'workflow.template.field.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'workflow.template.field.name', defaultMessage: 'Name' },
});

/** Search as you type, visibility, archived and sort, kept in the URL. */
export function WorkflowTemplateFilters() {
  const intl = useIntl();
  const list = useListParams(workflowTemplateListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListMultiFilter
        label={intl.formatMessage(messages.visibility)}
        data={labelledOptions(intl, workflowVisibilities)}
        value={params.visibility}
        onChange={(values) => update({ visibility: pickedIn(workflowVisibilities, values) })}
        layout={layout}
        width={240}
        searchable={false}
      />
      <ListFilterSwitch
        label={intl.formatMessage(messages.archived)}
        checked={params.archived}
        onChange={(archived) => update({ archived })}
        layout={layout}
        testId="workflow-template-filter-archived"
      />
    </>
  );
  return <ListFilterBar<WorkflowTemplateOrderField> list={list} sortSpec={workflowTemplateSort} messages={messages} activeFilters={activeWorkflowTemplateFilters(params)} filters={filters} />;
}
