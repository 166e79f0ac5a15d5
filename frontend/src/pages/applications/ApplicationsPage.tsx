import { defineMessages, useIntl } from 'react-intl';
import { ApplicationFilters } from '@/modules/applications/ApplicationFilters';
import { applicationColumns, ApplicationList } from '@/modules/applications/ApplicationList';
import { applicationMessages } from '@/modules/applications/applicationMessages';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { applicationExport } from '@/modules/applications/applicationExport';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { ApplicationsPageData } from './applicationsPageLoader';
import { ApplicationsPageQuery } from './ApplicationsPageQuery';
import type { ApplicationsPageQuery as ApplicationsPageQueryType } from './__generated__/ApplicationsPageQuery.graphql';

const messages = defineMessages({
  create: { id: 'page.applications.create', defaultMessage: 'New application' },
});

/** /applications ('Applications'): the list recipe (keyword, project and status filters, sort, load more, live), and the way to its trash ('Deleted applications', issue 35). */
export function ApplicationsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<ApplicationsPageQueryType, ApplicationsPageData>(ApplicationsPageQuery);
  const title = intl.formatMessage(applicationMessages.listTitle);
  return (
    <ListPageFrame title={title} exportList={{ spec: applicationExport, variables: queryRef.variables, name: title }} savedView="applications" columns={applicationColumns} create={{ to: to('/applications/new'), label: intl.formatMessage(messages.create) }} actions={<TrashLink kind="Application" />}>
      <ApplicationFilters query={data} />
      <ApplicationList query={data} filter={filter} />
    </ListPageFrame>
  );
}
