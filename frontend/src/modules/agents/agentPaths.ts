/** An agent's details page (locale-less). */
export function agentPath(id: string): string {
  return `/agents/${encodeURIComponent(id)}`;
}

/** A new chat with an agent preselected. */
export function newChatWithAgentPath(id: string): string {
  return `/new-chat?agent=${encodeURIComponent(id)}`;
}
