import { ConnectionHandler } from 'relay-runtime';

/** The navigation's list of saved views (`SavedViewsNav`): where a new view is put at once. */
export const savedViewsConnectionId = ConnectionHandler.getConnectionID('client:root', 'SavedViewsNav_savedViews');
