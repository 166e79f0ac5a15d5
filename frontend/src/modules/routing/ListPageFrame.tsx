import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ExportMenu, type ExportMenuProps } from '@/modules/export/ExportMenu';
import { ImportLink } from '@/modules/import/ImportLink';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { ListColumnSet } from '@/modules/ui/list/listColumns';
import { useListColumns } from '@/modules/ui/list/useListColumns';
import { SaveViewButton } from '@/modules/views/SaveViewButton';
import type { SavedViewList } from '@/modules/views/savedViewLists';

// The column chooser is fetched when a list that has one is shown, not with the entry chunk.
const ListColumnChooser = lazy(() => import('@/modules/ui/list/ListColumnChooser').then((module) => ({ default: module.ListColumnChooser })));

interface Props {
  /** The heading, and the document title unless `pageTitle` says more. */
  title: string;
  /** The document title where it says more than the heading (the view shown, before the area's name). */
  pageTitle?: string;
  /** The "New …" button: where it goes, what it says (and its test id); none when the user may not create. */
  create?: { to: string; label: string; testId?: string };
  /** Other things in the heading, before the create button. */
  actions?: ReactNode;
  /** The list's "Export" menu (issue 35 §4): what it exports and with which filter; first in the heading's actions. */
  exportList?: ExportMenuProps;
  /** The kind its "Import" button imports (issue 35 §3: `Organization`, `Task`…), beside Export; shown when the server lists it among the kinds the reader may import. */
  importType?: string;
  /**
   * The list's name among saved views (issue 35 §5: `tasks`, `my-tasks`…, the server's
   * `views::LISTS`): gives the heading its "Save view", after Export and Import. Every list the
   * server keeps views of passes it, and a view opened at `/views/:id` comes back to that list's
   * address with its filter and sort.
   */
  savedView?: SavedViewList;
  /**
   * The list's table columns (issue 35 §5, its `listColumns`, the set its table is given): the
   * heading's "Columns" lets the reader hide some, kept in the URL (so a saved view keeps them),
   * and Export leaves them out too.
   */
  columns?: ListColumnSet;
  /** The filters and the list. */
  children: ReactNode;
}

/**
 * The shell of an area's list page (issue 32): the titled heading with the list's own tools
 * (Columns, Export, Import, Save view: issue 35 §5, §4, §3, §5, each placed here once rather
 * than by each page), the area's actions and its create button, then the filters and the list,
 * stacked.
 */
export function ListPageFrame({ title, pageTitle, create, actions, exportList, importType, savedView, columns, children }: Props) {
  usePageTitle(pageTitle ?? title);
  const hiddenColumns = useListColumns(columns).hidden;
  const hiddenHeaders = (columns ?? []).filter((column) => hiddenColumns.includes(column.key)).map((column) => column.label);
  const button = create && (
    <LinkButton to={create.to} leftSection={<IconPlus size={16} aria-hidden />} data-testid={create.testId}>
      {create.label}
    </LinkButton>
  );
  return (
    <Stack gap="md">
      <PageHeader title={title}>
        {button || actions || exportList || importType || savedView || columns ? (
          <>
            {columns && (
              <Suspense fallback={null}>
                <ListColumnChooser columns={columns} />
              </Suspense>
            )}
            {exportList && <ExportMenu {...exportList} hiddenColumns={hiddenHeaders} />}
            {importType && <ImportLink type={importType} />}
            {savedView && <SaveViewButton list={savedView} />}
            {actions}
            {button}
          </>
        ) : undefined}
      </PageHeader>
      {children}
    </Stack>
  );
}
