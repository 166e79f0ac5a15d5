import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { entityPath } from '@/modules/areas';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useShowError } from '@/modules/relay/showFailure';
import { useRestoreNode } from './useRestoreNode';

const messages = defineMessages({
  restored: defineMessage<{ name: string }>({ id: 'trash.restored', defaultMessage: '{name} was restored.' }),
  open: { id: 'trash.restored.open', defaultMessage: 'Open' },
  openNamed: defineMessage<{ name: string }>({ id: 'trash.restored.openNamed', defaultMessage: 'Open {name}' }),
});

/** What a restore tells its caller: `settled` either way, `restored` with the entity's page (null: no area opens its kind). */
export interface RestoreCallbacks {
  settled?: () => void;
  restored?: (path: string | null) => void;
}

/**
 * Restores a deleted entity and says so (issue 35: Undo after a deletion and Restore in the trash
 * are this one action): a green "… was restored." with a link to its page, which the area
 * registry finds by the kind the server answers with, or the refusal in red.
 */
export function useNodeRestorer(): (entity: { id: string; name: string }, callbacks?: RestoreCallbacks) => void {
  const intl = useIntl();
  const to = useLocalePath();
  const showError = useShowError();
  const [restore] = useRestoreNode();
  return useCallback(
    ({ id, name }, { settled, restored } = {}) =>
      void restore({
        variables: { input: { id } },
        onCompleted: ({ restoreNode }) => {
          settled?.();
          const path = restoreNode.node ? entityPath(restoreNode.node.__typename, restoreNode.restoredId, restoreNode.node) : null;
          notifications.show({
            color: 'green',
            message: (
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="trash-restored">
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {intl.formatMessage(messages.restored, { name })}
                </Text>
                {path && (
                  <Anchor component={Link} to={to(path)} size="sm" aria-label={intl.formatMessage(messages.openNamed, { name })} style={{ flexShrink: 0 }}>
                    {intl.formatMessage(messages.open)}
                  </Anchor>
                )}
              </Group>
            ),
          });
          restored?.(path);
        },
        onError: (error) => {
          settled?.();
          showError(error);
        },
      }),
    [intl, to, showError, restore],
  );
}
