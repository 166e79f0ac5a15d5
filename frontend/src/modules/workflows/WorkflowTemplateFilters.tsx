import { MultiSelect } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar, ListFilterSwitch } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { workflowVisibilities } from './workflowEnums';
import { activeWorkflowTemplateFilters, workflowTemplateListCodec, workflowTemplateSort, type WorkflowTemplateOrderField } from './workflowTemplateListParams';
import { workflowMessages } from './workflowMessages';

const messages = {
  ...defineMessages({
    keyword: { id: 'workflow.template.filter.keyword', defaultMessage: 'Search templates' },
    keywordPlaceholder: { id: 'workflow.template.filter.keywordPlaceholder', defaultMessage: 'Words in the name or description' },
    archived: { id: 'workflow.template.filter.archived', defaultMessage: 'Archived templates' },
    CREATED_AT: { id: 'workflow.template.field.createdAt', defaultMessage: 'Created' },
  }),
  sort: workflowMessages.filterSort,
  UPDATED_AT: workflowMessages.templateUpdatedAt,
  NAME: workflowMessages.templateName,
};

/** Search as you type, visibility, archived and sort, kept in the URL. */
export function WorkflowTemplateFilters() {
  const intl = useIntl();
  const list = useListParams(workflowTemplateListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(workflowMessages.templateVisibility)}
        placeholder={params.visibility.length ? undefined : intl.formatMessage(workflowMessages.filterAny)}
        w={layout === 'inline' ? 240 : undefined}
        clearable
        data={workflowVisibilities.map((entry) => ({ value: entry.value, label: intl.formatMessage(entry.label) }))}
        value={params.visibility}
        onChange={(values) => update({ visibility: workflowVisibilities.map((entry) => entry.value).filter((value) => values.includes(value)) })}
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
