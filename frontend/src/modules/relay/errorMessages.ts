import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ClientError } from './ClientError';
import { clientCodes } from './clientCodes';

const messages = defineMessages({
  unknown: { id: 'error.client.unknown', defaultMessage: 'An unknown error occurred.' },
  invalidVariables: { id: 'error.client.invalidVariables', defaultMessage: 'The request contained invalid values.' },
  network: {
    id: 'error.client.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
  },
  invalidJson: { id: 'error.client.invalidJson', defaultMessage: 'The server sent a response that could not be read.' },
  unauthenticated: { id: 'error.server.unauthenticated', defaultMessage: 'Your session has ended. Please sign in again.' },
  unauthorized: { id: 'error.server.unauthorized', defaultMessage: 'You are not allowed to do this.' },
  deniedSchemaPermission: { id: 'error.server.deniedSchemaPermission', defaultMessage: 'Permission denied.' },
  cannotSubscribe: { id: 'error.server.cannotSubscribe', defaultMessage: 'Cannot subscribe to this resource.' },
  invalidLimit: { id: 'error.server.invalidLimit', defaultMessage: 'Invalid limit' },
  identical: { id: 'error.server.identical', defaultMessage: 'The submitted data is identical to current information.' },
  roleInUse: { id: 'error.server.roleInUse', defaultMessage: 'Role is in use' },
  employeeActive: { id: 'error.server.employeeActive', defaultMessage: 'Employee is active' },
  organizationInUse: { id: 'error.server.organizationInUse', defaultMessage: 'Organization is in use' },
  projectInUse: { id: 'error.server.projectInUse', defaultMessage: 'Project is in use' },
  notDeletable: { id: 'error.server.notDeletable', defaultMessage: 'This item cannot be deleted' },
  notInTrash: { id: 'error.server.notInTrash', defaultMessage: 'This item is not in the trash' },
  invalidReason: { id: 'error.server.invalidReason', defaultMessage: 'Invalid reason: write why, in at most 2,000 characters' },
  workflowNotInProgress: { id: 'error.server.workflowNotInProgress', defaultMessage: 'Workflow instance is not in progress' },
  workflowStepDone: { id: 'error.server.workflowStepDone', defaultMessage: 'This step is done' },
  workflowRoleNotFound: { id: 'error.server.workflowRoleNotFound', defaultMessage: 'Role not found' },
});

/** Known codes and the translated text shown for them (client codes and fixed server codes). */
export const knownErrorMessages: Readonly<Record<string, MessageDescriptor>> = {
  [clientCodes.unknown]: messages.unknown,
  [clientCodes.invalidVariables]: messages.invalidVariables,
  [clientCodes.network]: messages.network,
  [clientCodes.invalidJson]: messages.invalidJson,
  [clientCodes.unauthenticated]: messages.unauthenticated,
  '102.X000.002': messages.unauthorized,
  '102.X000.003': messages.deniedSchemaPermission,
  '102.S001.001': messages.cannotSubscribe,
  '203.X000.002': messages.invalidLimit,
  '204.X000.001': messages.identical,
  '201.M001.003': messages.roleInUse,
  '201.M001.005': messages.employeeActive,
  '201.O001.001': messages.organizationInUse,
  '201.J001.001': messages.projectInUse,
  '203.X000.006': messages.notDeletable,
  '204.X000.007': messages.notInTrash,
  '203.W001.005': messages.invalidReason,
  '204.W001.010': messages.workflowNotInProgress,
  '204.W001.016': messages.workflowStepDone,
  '204.W001.020': messages.workflowRoleNotFound,
};

/** The text to show for an error: a known code's translation, else the server's (translated) message. */
export function errorMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof ClientError) {
    const known = knownErrorMessages[error.code];
    if (known) return intl.formatMessage(known);
    if (error.message) return error.message;
    return intl.formatMessage(messages.unknown);
  }
  if (error instanceof Error && error.message) return error.message;
  return intl.formatMessage(messages.unknown);
}
