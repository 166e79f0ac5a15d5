import { Group, Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { BoardSearch } from '@/modules/organizations/BoardSearch';
import { DealBoard } from '@/modules/organizations/DealBoard';
import { OrganizationFilters } from '@/modules/organizations/OrganizationFilters';
import { organizationColumns, OrganizationList } from '@/modules/organizations/OrganizationList';
import type { OrganizationFilter, ReportParams } from '@/modules/organizations/organizationListParams';
import { OrganizationsViewSwitch } from '@/modules/organizations/OrganizationsViewSwitch';
import { PipelineReport } from '@/modules/organizations/PipelineReport';
import { organizationExport } from '@/modules/organizations/organizationExport';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { OrganizationsPageData } from './organizationsPageLoader';
import { OrganizationsBoardQuery, OrganizationsListQuery, OrganizationsReportQuery } from './OrganizationsPageQueries';
import type { OrganizationsBoardQuery as BoardQuery } from './__generated__/OrganizationsBoardQuery.graphql';
import type { OrganizationsListQuery as ListQuery } from './__generated__/OrganizationsListQuery.graphql';
import type { OrganizationsReportQuery as ReportQuery } from './__generated__/OrganizationsReportQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.organizations.title', defaultMessage: 'Organizations' },
  report: { id: 'page.pipelineReport.title', defaultMessage: 'Pipeline report' },
  create: { id: 'page.organizations.create', defaultMessage: 'New organization' },
  emptyHint: { id: 'page.organizations.emptyHint', defaultMessage: 'Try another keyword or filter, or create an organization.' },
});

function Board({ queryRef, filter }: { queryRef: PreloadedQuery<BoardQuery>; filter: OrganizationFilter }) {
  const data = usePreloadedQuery<BoardQuery>(OrganizationsBoardQuery, queryRef);
  return (
    <Stack gap="sm">
      {/* A row, as in every list toolbar: the search box grows sideways (its flex basis), not down. */}
      <Group>
        <BoardSearch />
      </Group>
      <DealBoard query={data} filter={filter} />
    </Stack>
  );
}

function List({ queryRef, filter, emptyHint }: { queryRef: PreloadedQuery<ListQuery>; filter: OrganizationFilter; emptyHint: string }) {
  const data = usePreloadedQuery<ListQuery>(OrganizationsListQuery, queryRef);
  return (
    <Stack gap="md">
      <OrganizationFilters query={data} />
      <OrganizationList query={data} filter={filter} emptyHint={emptyHint} />
    </Stack>
  );
}

function Report({ queryRef, params }: { queryRef: PreloadedQuery<ReportQuery>; params: ReportParams }) {
  const data = usePreloadedQuery<ReportQuery>(OrganizationsReportQuery, queryRef);
  return <PipelineReport query={data} params={params} />;
}

/** /organizations: the deal board, the list or the pipeline report (issue 13). */
export function OrganizationsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useLoaderData() as OrganizationsPageData;
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={data.view === 'list' ? { spec: organizationExport, variables: data.queryRef.variables, name: title } : undefined}
      importType="Organization"
      savedView="organizations"
      columns={data.view === 'list' ? organizationColumns : undefined}
      pageTitle={data.view === 'report' ? `${intl.formatMessage(messages.report)} · ${title}` : undefined}
      create={{ to: to('/organizations/new'), label: intl.formatMessage(messages.create) }}
      actions={
        <>
          <OrganizationsViewSwitch view={data.view} />
          <TrashLink kind="Organization" />
        </>
      }
    >
      {data.view === 'board' && <Board queryRef={data.queryRef} filter={data.filter} />}
      {data.view === 'list' && <List queryRef={data.queryRef} filter={data.filter} emptyHint={intl.formatMessage(messages.emptyHint)} />}
      {data.view === 'report' && <Report queryRef={data.queryRef} params={data.params} />}
    </ListPageFrame>
  );
}
