/** What the composer preselects, from what the page knows. */
export interface ComposerModel {
  readonly id: string;
  readonly tools: readonly { readonly id: string }[];
}

/**
 * The model a composer starts with: the first usable one of `preferred` (the agent's default,
 * the room's last choice…), else the first usable model, else none.
 */
export function initialModelId(models: readonly ComposerModel[], preferred: readonly (string | null | undefined)[]): string | null {
  for (const id of preferred) {
    if (id && models.some((model) => model.id === id)) return id;
  }
  return models[0]?.id ?? null;
}

/** The tools to keep for a model: those of `wanted` the model has. */
export function toolsForModel(models: readonly ComposerModel[], modelId: string | null, wanted: readonly string[]): string[] {
  const tools = models.find((model) => model.id === modelId)?.tools ?? [];
  return wanted.filter((id) => tools.some((tool) => tool.id === id));
}
