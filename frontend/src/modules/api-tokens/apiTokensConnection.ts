import { ConnectionHandler } from 'relay-runtime';

/** The settings screen's list of the employee's own tokens (`ApiTokenList`): where a new token is put at once. */
export const apiTokensConnectionId = ConnectionHandler.getConnectionID('client:root', 'ApiTokenList_apiTokens');
