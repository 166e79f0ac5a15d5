import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { agentSort } from './agentListParams';

/** The unfiltered agent list (recently updated first) as the store keys it, whether or not it is on screen. */
export const defaultAgentListId = ConnectionHandler.getConnectionID(ROOT_ID, 'AgentList_agents', {
  filter: {},
  orderBy: { field: agentSort.defaultField, direction: agentSort.natural[agentSort.defaultField] },
});
