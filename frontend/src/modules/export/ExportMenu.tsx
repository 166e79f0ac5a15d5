import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { downloadExport } from './downloadExport';
import type { ExportFormat, ExportSpec } from './exportTypes';
import { exportUrl, withoutHiddenColumns } from './exportUrl';

const messages = defineMessages({
  export: { id: 'export.menu.label', defaultMessage: 'Export' },
  csv: { id: 'export.menu.csv', defaultMessage: 'CSV' },
  xlsx: { id: 'export.menu.xlsx', defaultMessage: 'Excel (.xlsx)' },
  hint: { id: 'export.menu.hint', defaultMessage: 'Every row of the current filter and sort' },
});

export interface ExportMenuProps {
  spec: ExportSpec;
  /** The variables the list was loaded with (its filter and order). */
  variables: Readonly<Record<string, unknown>>;
  /** The list's title, the file's name. */
  name: string;
}

interface Props extends ExportMenuProps {
  /** The headers of the columns the reader hid (`ListPageFrame`'s column chooser): not exported. */
  hiddenColumns?: readonly MessageDescriptor[];
}

/**
 * A list page's "Export" menu (issue 35 §4), in the same place on every list page (its header,
 * `ListPageFrame`): CSV or Excel of exactly what the current filter and sort show, every page
 * of it, with the columns the list shows (not those the reader hid), in the reader's language.
 */
export function ExportMenu({ spec, variables, name, hiddenColumns = [] }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);
  const run = (format: ExportFormat) => {
    setBusy(true);
    downloadExport(exportUrl(withoutHiddenColumns(spec, hiddenColumns), format, variables, intl, name), `${name}.${format}`)
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} data-testid="export-menu">
          {intl.formatMessage(messages.export)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.hint)}</Menu.Label>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => run('csv')} data-testid="export-csv">
          {intl.formatMessage(messages.csv)}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => run('xlsx')} data-testid="export-xlsx">
          {intl.formatMessage(messages.xlsx)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
