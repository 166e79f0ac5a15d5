import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ExportMenu, type ExportMenuProps } from '@/modules/export/ExportMenu';
import { ImportLink } from '@/modules/import/ImportLink';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import { SaveViewButton } from '@/modules/views/SaveViewButton';
import type { SavedViewList } from '@/modules/views/savedViewLists';

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
  /** The filters and the list. */
  children: ReactNode;
}

/**
 * The shell of an area's list page (issue 32): the titled heading with the list's own tools
 * (Export, Import, Save view: issue 35 §4, §3, §5, each placed here once rather than by each
 * page), the area's actions and its create button, then the filters and the list, stacked.
 */
export function ListPageFrame({ title, pageTitle, create, actions, exportList, importType, savedView, children }: Props) {
  usePageTitle(pageTitle ?? title);
  const button = create && (
    <LinkButton to={create.to} leftSection={<IconPlus size={16} aria-hidden />} data-testid={create.testId}>
      {create.label}
    </LinkButton>
  );
  return (
    <Stack gap="md">
      <PageHeader title={title}>
        {button || actions || exportList || importType || savedView ? (
          <>
            {exportList && <ExportMenu {...exportList} />}
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
