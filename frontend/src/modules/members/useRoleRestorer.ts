import { notifications } from '@mantine/notifications';
import { defineMessage, useIntl } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { useRestoreRole } from './useRestoreRole';

const restored = defineMessage<{ name: string }>({ id: 'role.restored', defaultMessage: 'Role “{name}” restored.' });

/**
 * Restores a deleted role and says so (issue 32: "Undo" after a deletion and "Restore" under
 * Deleted roles are this one action): a green "Role “…” restored.", or the refusal in red
 * ('Name already exists' when another role took the name since); `settled` runs either way.
 */
export function useRoleRestorer(): (role: { roleId: number; name: string }, settled?: () => void) => void {
  const intl = useIntl();
  const showError = useShowError();
  const [restore] = useRestoreRole();
  return ({ roleId, name }, settled) =>
    void restore({
      variables: { input: { roleId } },
      onCompleted: () => {
        settled?.();
        notifications.show({ color: 'green', message: intl.formatMessage(restored, { name }) });
      },
      onError: (error) => {
        settled?.();
        showError(error);
      },
    });
}
