import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { downloadExport } from './downloadExport';
import { historyExportUrl } from './exportUrl';

const messages = defineMessages({
  download: { id: 'export.history.download', defaultMessage: 'Download (JSON Lines)' },
});

/**
 * An entity's history as a file for auditors (issue 35 §4): one event a line, labelled as the
 * history shows it, for whoever may read the history (the server reads it through `history`).
 */
export function HistoryExportButton({ nodeId }: { nodeId: string }) {
  const intl = useIntl();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadExport(historyExportUrl(nodeId, intl), `history-${nodeId}.jsonl`)
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <Button size="xs" variant="subtle" color="gray" loading={busy} leftSection={<IconDownload size={14} aria-hidden />} onClick={run} data-testid="history-export">
      {intl.formatMessage(messages.download)}
    </Button>
  );
}
