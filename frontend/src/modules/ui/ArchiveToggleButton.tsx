import { Button } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { commonMessages } from './commonMessages';

interface Props {
  archived: boolean;
  loading: boolean;
  onToggle: () => void;
  'data-testid'?: string;
}

/** "Archive", or "Restore" once archived: one button, so every area words and marks it alike. */
export function ArchiveToggleButton({ archived, loading, onToggle, 'data-testid': testId }: Props) {
  const intl = useIntl();
  return (
    <Button
      variant="light"
      color={archived ? 'teal' : 'gray'}
      leftSection={archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
      loading={loading}
      onClick={onToggle}
      data-testid={testId}
    >
      {intl.formatMessage(archived ? commonMessages.restore : commonMessages.archive)}
    </Button>
  );
}
