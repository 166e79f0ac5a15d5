import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useProjectSearch } from '@/modules/projects/useProjectSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { ListFilterBar, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import { ListStatusFilter } from '@/modules/ui/list/ListStatusFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeApplicationFilters, applicationListCodec, applicationSort, type ApplicationOrderField } from './applicationListParams';
import { applicationStatuses } from './applicationStatuses';
import type { ApplicationFilters_query$key } from './__generated__/ApplicationFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'application.filter.keyword', defaultMessage: 'Search applications' },
  keywordPlaceholder: { id: 'application.filter.keywordPlaceholder', defaultMessage: 'Words in the name or description' },
  any: { id: 'application.filter.any', defaultMessage: 'Any' },
  project: { id: 'application.field.project', defaultMessage: 'Project' },
  status: { id: 'application.field.status', defaultMessage: 'Status' },
  sort: { id: 'application.filter.sort', defaultMessage: 'Sort by' },
  UPDATED_AT: { id: 'application.sort.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'application.sort.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'application.sort.name', defaultMessage: 'Name' },
  STATUS: { id: 'application.sort.status', defaultMessage: 'Status' },
});

/** Search as you type (name and description), project and status filters and sort, kept in the URL. */
export function ApplicationFilters({ query }: { query: ApplicationFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ApplicationFilters_query on Query {
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  // Projects are too many to load whole: the picker also searches the server (issue 33).
  const projectSearch = useProjectSearch();
  const list = useListParams(applicationListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListMultiFilter
        label={intl.formatMessage(messages.project)}
        any={intl.formatMessage(messages.any)}
        data={namedChoices(data.projects.edges.map((edge) => edge.node), projectSearch.found).data}
        value={params.projectIds}
        onChange={(projectIds) => update({ projectIds })}
        search={projectSearch.props}
        layout={layout}
        width={220}
      />
      <ListStatusFilter
        label={intl.formatMessage(messages.status)}
        any={intl.formatMessage(messages.any)}
        statuses={applicationStatuses}
        value={params.statusIds}
        onChange={(statusIds) => update({ statusIds })}
        layout={layout}
        width={220}
      />
    </>
  );
  return <ListFilterBar<ApplicationOrderField> list={list} sortSpec={applicationSort} messages={messages} activeFilters={activeApplicationFilters(params)} filters={filters} />;
}
