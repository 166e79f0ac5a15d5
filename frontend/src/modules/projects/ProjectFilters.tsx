import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import { ListStatusFilter } from '@/modules/ui/list/ListStatusFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeProjectFilters, projectListCodec, projectSort, type ProjectOrderField } from './projectListParams';
import { projectStatuses } from './projectStatuses';

const messages = defineMessages({
  keyword: { id: 'project.filter.keyword', defaultMessage: 'Search projects' },
  keywordPlaceholder: { id: 'project.filter.keywordPlaceholder', defaultMessage: 'Project name' },
  status: { id: 'project.filter.status', defaultMessage: 'Status' },
  NAME: { id: 'project.sort.name', defaultMessage: 'Name' },
  CREATED_AT: { id: 'project.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'project.sort.updatedAt', defaultMessage: 'Updated' },
});

/** Search as you type, a status filter and sort, kept in the URL (the list recipe, issue 13). */
export function ProjectFilters() {
  const intl = useIntl();
  const list = useListParams(projectListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <ListStatusFilter
      label={intl.formatMessage(messages.status)}
      statuses={projectStatuses}
      value={params.statusIds}
      onChange={(statusIds) => update({ statusIds })}
      layout={layout}
      width={240}
    />
  );
  return <ListFilterBar<ProjectOrderField> list={list} sortSpec={projectSort} messages={messages} activeFilters={activeProjectFilters(params)} filters={filters} />;
}
