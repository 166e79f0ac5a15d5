import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useAiModelPicker } from '@/modules/ai/useAiModelSearch';
import type { useAiModelOptions_query$key } from '@/modules/ai/__generated__/useAiModelOptions_query.graphql';
import { freshSearchEachTest, renderSearching, searchAndPickFirst } from '@/test/combobox';
import { WorkflowFlowGenerateForm } from './WorkflowFlowGenerateForm';

/** The server: 300 usable models, of which the page's first page holds a hundred; it answers a keyword with at most 20. */
const started = vi.hoisted(() => [] as Variables[]);
vi.mock('react-relay', async (original) => {
  const { aiModelRelay, fakeAiModels } = await import('@/modules/ai/aiModelServer.testing');
  return {
    ...(await original<typeof import('react-relay')>()),
    ...aiModelRelay(fakeAiModels(300, () => ({ providerConfigured: true, tools: [] }))),
  };
});
vi.mock('@/modules/ai/useAiAvailability', () => ({ useAiAvailability: () => ({ usable: true, admin: false }) }));
vi.mock('@/modules/chats/useStartChat', () => ({ useStartChat: () => [(config: { variables: Variables }) => started.push(config.variables), false] }));

function Page() {
  const { models, search } = useAiModelPicker({} as useAiModelOptions_query$key);
  return <WorkflowFlowGenerateForm models={models} modelSearch={search} onStarted={() => {}} />;
}

freshSearchEachTest();
// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});

describe('WorkflowFlowGenerateForm (issue 33)', () => {
  it('generates with a model found on the server beyond the first page', async () => {
    renderSearching(<Page />);
    fireEvent.change(screen.getByLabelText(/Describe the work/, { selector: 'textarea' }), { target: { value: 'Onboarding' } });
    const input = await searchAndPickFirst('AI model', { firstPage: 100, typed: '271', found: ['Model 271'] });
    await waitFor(() => expect(input.value).toBe('Model 271'));
    fireEvent.click(screen.getByTestId('workflow-generate-submit'));
    expect(started).toEqual([{ input: { message: 'Onboarding', aiModelId: 'm271', purpose: 'WORKFLOW' } }]);
  });
});
