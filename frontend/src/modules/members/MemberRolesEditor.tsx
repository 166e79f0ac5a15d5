import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { staleVersion } from '@/modules/ui/form/staleVersion';
import { useUpdateEmployeeRoles } from './useUpdateEmployeeRoles';
import { memberMessages } from './memberMessages';

const messages = defineMessages({
  save: { id: 'member.roles.save', defaultMessage: 'Save roles' },
  saved: { id: 'member.roles.saved', defaultMessage: 'Roles saved.' },
  reload: { id: 'member.roles.reload', defaultMessage: 'Show the saved roles' },
});

interface Props {
  employeeId: string;
  roleIds: readonly number[];
  /** The member's version as shown (live): a save sends the one the edit started from. */
  version: number;
  options: readonly { roleId: number; name: string }[];
}

/** The roles being edited and the version they were picked from; null while not editing. */
interface Edit {
  value: string[];
  version: number;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => [...a].sort().join(',') === [...b].sort().join(',');

/**
 * Admin: edits the member's roles in place (updateEmployeeRoles); errors show beside the field.
 * While nobody edits, the field follows the live roles. An edit keeps the version it started
 * from and sends it as `expectedVersion`, so another admin's save in between is not overwritten
 * (issue 37 §3): the conflict is said beside the field, with a way to start again from theirs.
 */
export function MemberRolesEditor({ employeeId, roleIds, version, options }: Props) {
  const intl = useIntl();
  const [edit, setEdit] = useState<Edit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [commit, inFlight] = useUpdateEmployeeRoles();
  const saved = roleIds.map(String);
  const value = edit?.value ?? saved;
  const dirty = edit !== null && !sameRoles(edit.value, saved);
  const restart = () => {
    setEdit(null);
    setError(null);
    setStale(false);
  };
  const save = () => {
    setError(null);
    setStale(false);
    commit({
      variables: { input: { employeeId, roleIds: value.map(Number), expectedVersion: edit?.version ?? version } },
      onCompleted: () => {
        setEdit(null);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError: (cause) => {
        setStale(staleVersion(cause) !== null);
        setError(errorMessage(intl, cause));
      },
    });
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <SearchMultiSelect
        label={intl.formatMessage(memberMessages.roles)}
        placeholder={value.length ? undefined : intl.formatMessage(memberMessages.noRoles)}
        clearable
        style={{ flex: '1 1 280px' }}
        data={options.map((role) => ({ value: String(role.roleId), label: role.name }))}
        value={value}
        error={error}
        onChange={(next) => {
          setEdit({ value: next, version: edit?.version ?? version });
          setError(null);
          setStale(false);
        }}
      />
      <Button mt={25} onClick={save} loading={inFlight} disabled={!dirty}>
        {intl.formatMessage(messages.save)}
      </Button>
      {stale && (
        <Button mt={25} variant="light" onClick={restart} data-testid="member-roles-reload">
          {intl.formatMessage(messages.reload)}
        </Button>
      )}
    </Group>
  );
}
