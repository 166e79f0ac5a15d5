import { Group, SegmentedControl } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { ListFilterBar, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeDocumentFilters, documentListCodec, effectiveSort, sortSpecFor, type DocumentOrderField } from './documentListParams';
import { documentStatuses } from './documentStatuses';
import { useDocumentFormChoices } from './useDocumentFormChoices';
import type { DocumentFilters_query$key } from './__generated__/DocumentFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'document.filter.keyword', defaultMessage: 'Search documents' },
  keywordPlaceholder: { id: 'document.filter.keywordPlaceholder', defaultMessage: 'Words in the title or text' },
  status: { id: 'document.field.status', defaultMessage: 'Status' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
  permissionCategory: { id: 'document.field.permissionCategory', defaultMessage: 'Permission category' },
  tags: { id: 'document.field.tags', defaultMessage: 'Tags' },
  author: { id: 'document.field.author', defaultMessage: 'Author' },
  view: { id: 'document.filter.view', defaultMessage: 'Show' },
  all: { id: 'document.filter.all', defaultMessage: 'All' },
  favourites: { id: 'document.filter.favourites', defaultMessage: 'Favourites' },
  RELEVANCE: { id: 'document.sort.relevance', defaultMessage: 'Relevance' },
  TITLE: { id: 'document.field.title', defaultMessage: 'Title' },
  CREATED_AT: { id: 'project.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'project.sort.updatedAt', defaultMessage: 'Updated' },
});

/**
 * "All | Favourites", search as you type (ranked over title and body, English and Japanese),
 * category, permission category, tag, status and author filters and sort, kept in the URL.
 */
export function DocumentFilters({ query }: { query: DocumentFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DocumentFilters_query on Query {
        ...useDocumentFormChoices_query
        ...useEmployeeFormChoices_query
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const choices = useDocumentFormChoices(data);
  const authors = useEmployeeFormChoices(data);
  const tags = useTagFormChoices(data);
  const list = useListParams(documentListCodec);
  const { params, update } = list;
  const multi = (layout: FilterLayout, label: string, data: { value: string; label: string }[], value: string[], onChange: (values: string[]) => void, search?: ServerSearchProps) => (
    <ListMultiFilter label={label} data={data} value={value} onChange={onChange} layout={layout} width={200} search={search} />
  );
  const filters = (layout: FilterLayout) => (
    <>
      {multi(
        layout,
        intl.formatMessage(messages.status),
        documentStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) })),
        params.statusIds.map(String),
        (values) => update({ statusIds: values.map(Number) }),
      )}
      {multi(layout, intl.formatMessage(messages.category), namedChoices(choices.categories).data, params.categoryIds, (categoryIds) => update({ categoryIds }))}
      {multi(layout, intl.formatMessage(messages.permissionCategory), namedChoices(choices.permissionCategories).data, params.permissionCategoryIds, (ids) =>
        update({ permissionCategoryIds: ids }),
      )}
      {multi(layout, intl.formatMessage(messages.tags), tags.data, params.tagIds, (tagIds) => update({ tagIds }), tags.search)}
      {multi(layout, intl.formatMessage(messages.author), authors.data, params.authorIds, (authorIds) => update({ authorIds }), authors.search)}
    </>
  );
  return (
    <>
      <Group>
        <SegmentedControl
          aria-label={intl.formatMessage(messages.view)}
          value={params.favouritesOnly ? 'favourites' : 'all'}
          onChange={(value) => update({ favouritesOnly: value === 'favourites' })}
          data={[
            { value: 'all', label: intl.formatMessage(messages.all) },
            { value: 'favourites', label: intl.formatMessage(messages.favourites) },
          ]}
          data-testid="document-favourites-switch"
        />
      </Group>
      <ListFilterBar<DocumentOrderField> list={list} sortSpec={sortSpecFor(params.keyword)} sort={effectiveSort(params)} messages={messages} activeFilters={activeDocumentFilters(params)} filters={filters} />
    </>
  );
}
