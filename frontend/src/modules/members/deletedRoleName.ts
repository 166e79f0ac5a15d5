import { defineMessage, type IntlShape } from 'react-intl';

const deletedName = defineMessage<{ name: string }>({ id: 'role.deletedName', defaultMessage: '{name} (deleted)' });

/**
 * A deleted role's name as records that still mention it show it: its real name, marked deleted
 * (`deletedRoles` names them; never "role #2").
 */
export function deletedRoleName(intl: IntlShape, name: string): string {
  return intl.formatMessage(deletedName, { name });
}
