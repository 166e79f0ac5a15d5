/** The agents area's pages and loaders: one lazy chunk. */
export { AgentsPage } from './AgentsPage';
export { agentsPageLoader } from './agentsPageLoader';
export { NewAgentPage } from './NewAgentPage';
export { newAgentPageLoader } from './newAgentPageLoader';
export { AgentDetailPage } from './AgentDetailPage';
export { agentDetailPageLoader } from './agentDetailPageLoader';
