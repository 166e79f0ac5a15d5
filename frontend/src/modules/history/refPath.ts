/** A reference resolved by the server (`FieldChange.oldRef` / `newRef`). */
export interface EntityRef {
  readonly __typename: string;
  readonly id?: string;
  readonly name?: string;
  readonly title?: string;
  /** Issue statuses and categories. */
  readonly label?: string;
  /** Applications. */
  readonly applicationName?: string;
  /** AI models. */
  readonly displayName?: string;
  /** Pages and requirements: their tree and application make their path. */
  readonly tree?: string;
  readonly application?: { readonly id: string } | null;
}

/** Where each kind of entity lives (its detail page, or its list), by GraphQL type name. */
const pages: Readonly<Record<string, (id: string, ref?: EntityRef) => string | null>> = {
  Employee: (id) => `/members/${encodeURIComponent(id)}`,
  Task: (id) => `/tasks/${encodeURIComponent(id)}`,
  Tag: () => '/tags',
  Project: (id) => `/projects/${encodeURIComponent(id)}`,
  Issue: (id) => `/issues/${encodeURIComponent(id)}`,
  IssueStatus: () => '/issues?view=statuses',
  IssueCategory: () => '/issues?view=categories',
  Application: (id) => `/applications/${encodeURIComponent(id)}`,
  EmailTemplate: (id) => `/email-templates/${encodeURIComponent(id)}`,
  EmailJob: (id) => `/email-jobs/${encodeURIComponent(id)}`,
  AiModel: () => '/ai-models',
  Agent: (id) => `/agents/${encodeURIComponent(id)}`,
  AgentRole: () => '/agents',
  ChatRoom: (id) => `/chat-with-ai?room=${encodeURIComponent(id)}`,
  WorkflowTemplate: (id) => `/workflow-templates/${encodeURIComponent(id)}`,
  WorkflowInstance: (id) => `/workflow-instances/${encodeURIComponent(id)}`,
  ApplicationNode: (id, ref) => {
    const application = ref?.application?.id;
    if (!application) return null;
    const tree = ref?.tree === 'REQUIREMENTS' ? 'requirements' : 'pages';
    return `/applications/${encodeURIComponent(application)}/${tree}/${encodeURIComponent(id)}`;
  },
};

/** The (locale-less) path of a referenced entity's page, or null when it has none. */
export function refPath(typename: string, id: string, ref?: EntityRef): string | null {
  return pages[typename]?.(id, ref) ?? null;
}

/** The display name of a resolved reference. */
export function refName(ref: EntityRef): string | null {
  return ref.name ?? ref.title ?? ref.label ?? ref.applicationName ?? ref.displayName ?? null;
}
