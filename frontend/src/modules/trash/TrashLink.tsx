import { IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { trashKind } from '@/modules/areas';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { trashPath } from './trashListParams';

/**
 * The way from an area's list to its own trash (issue 35: "a trash per area"): "Deleted
 * projects", opening /trash with that kind alone. Its words are the area's (`AreaModule.trash`);
 * nothing for a kind no area has a trash for. Everyone sees it: the trash shows each reader only
 * what they may restore.
 */
export function TrashLink({ kind }: { kind: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const found = trashKind(kind);
  if (!found) return null;
  return (
    <LinkButton to={to(trashPath(found.typename))} variant="subtle" color="gray" leftSection={<IconTrash size={16} aria-hidden />} data-testid="trash-link">
      {intl.formatMessage(found.trash)}
    </LinkButton>
  );
}
