import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useUpdateEmployeeRoles } from './useUpdateEmployeeRoles';

const messages = defineMessages({
  roles: { id: 'member.field.roles', defaultMessage: 'Roles' },
  noRoles: { id: 'member.field.noRoles', defaultMessage: 'No role' },
  save: { id: 'member.roles.save', defaultMessage: 'Save roles' },
  saved: { id: 'member.roles.saved', defaultMessage: 'Roles saved.' },
});

interface Props {
  employeeId: string;
  roleIds: readonly number[];
  options: readonly { roleId: number; name: string }[];
}

/** Admin: edits the member's roles in place (updateEmployeeRoles); errors show beside the field. */
export function MemberRolesEditor({ employeeId, roleIds, options }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState<string[]>(() => roleIds.map(String));
  const [error, setError] = useState<string | null>(null);
  const [commit, inFlight] = useUpdateEmployeeRoles();
  const current = roleIds.join(',');
  useEffect(() => {
    setValue(current ? current.split(',') : []);
  }, [current]);
  const dirty = [...value].sort().join(',') !== roleIds.map(String).sort().join(',');
  const save = () => {
    setError(null);
    commit({
      variables: { input: { employeeId, roleIds: value.map(Number) } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError: (cause) => setError(errorMessage(intl, cause)),
    });
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <SearchMultiSelect
        label={intl.formatMessage(messages.roles)}
        placeholder={value.length ? undefined : intl.formatMessage(messages.noRoles)}
        clearable
        style={{ flex: '1 1 280px' }}
        data={options.map((role) => ({ value: String(role.roleId), label: role.name }))}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
      <Button mt={25} onClick={save} loading={inFlight} disabled={!dirty}>
        {intl.formatMessage(messages.save)}
      </Button>
    </Group>
  );
}
