import { IconUpload } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { importPath } from './importMapping';
import { useImportKinds } from './useImportKinds';

const messages = defineMessages({
  label: { id: 'import.link.label', defaultMessage: 'Import' },
});

/**
 * A list page's "Import" button (issue 35 §3), beside its Export menu (`ListPageFrame`): it
 * opens `/import/<type>`, and is shown only when the server lists the kind among those the
 * reader may import.
 */
export function ImportLink({ type }: { type: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const kinds = useImportKinds();
  if (!kinds?.includes(type)) return null;
  return (
    <LinkButton to={to(importPath(type))} variant="default" leftSection={<IconUpload size={16} aria-hidden />} data-testid="import-link">
      {intl.formatMessage(messages.label)}
    </LinkButton>
  );
}
