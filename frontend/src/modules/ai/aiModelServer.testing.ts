import { answerSearch } from '@/test/searchServer';

/** An AI model as the pickers' fragment and the server's search return it. */
export interface FakeAiModel {
  id: string;
  name: string;
  displayName: string;
  modelName: string;
  provider: string;
  enabled: boolean;
  providerConfigured: boolean;
  tools: { id: string; key: string; name: string; description: string }[];
}

/** `count` enabled models, "Model 0" (`model-0`) and on; `extra` sets each one's provider state and tools. */
export function fakeAiModels(count: number, extra: (index: number) => Pick<FakeAiModel, 'providerConfigured' | 'tools'>): FakeAiModel[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    name: `Model ${index}`,
    displayName: `Model ${index}`,
    modelName: `model-${index}`,
    provider: 'openai',
    enabled: true,
    ...extra(index),
  }));
}

/**
 * The `react-relay` a model picker meets in a test (issue 33): the form's fragment holds the first
 * hundred of `models`, and a typed keyword searches them all on the "server" (at most 20 found).
 * Spread it into a `vi.mock('react-relay', …)` factory.
 */
export function aiModelRelay(models: readonly FakeAiModel[], matches?: (model: FakeAiModel, keyword: string) => boolean) {
  return {
    useFragment: () => ({ aiModels: { edges: models.slice(0, 100).map((node) => ({ node })) } }),
    fetchQuery: answerSearch('aiModels', models, matches),
  };
}
