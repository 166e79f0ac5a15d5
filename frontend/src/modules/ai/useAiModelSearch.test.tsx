import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, Held, openPicker, optionNames, options, renderSearching } from '@/test/combobox';
import { searchCalls } from '@/test/searchServer';
import { AiModelSelect } from './AiModelSelect';
import { useAiModelPicker } from './useAiModelSearch';
import type { useAiModelOptions_query$key } from './__generated__/useAiModelOptions_query.graphql';

/** The server: 300 enabled models (every third one's provider not configured here), of which the form's first page holds a hundred; it answers a keyword with at most 20. */
vi.mock('react-relay', async (original) => {
  const { aiModelRelay, fakeAiModels } = await import('./aiModelServer.testing');
  const models = fakeAiModels(300, (index) => ({
    providerConfigured: index % 3 !== 2,
    tools: [{ id: `tool${index}`, key: `tool_${index}`, name: `Tool of ${index}`, description: '' }],
  }));
  return {
    ...(await original<typeof import('react-relay')>()),
    ...aiModelRelay(models, (model, keyword) => model.name.toLowerCase().includes(keyword) || model.modelName.includes(keyword)),
  };
});

function ModelPicker() {
  const { models, search } = useAiModelPicker({} as useAiModelOptions_query$key);
  return (
    <Held<string | null> initial={null} onChange={() => {}}>
      {(value, change) => (
        <>
          <AiModelSelect models={models} value={value} onChange={change} search={search} />
          <p data-testid="tools">{models.find((model) => model.id === value)?.tools.map((tool) => tool.name).join(', ')}</p>
        </>
      )}
    </Held>
  );
}

freshSearchEachTest();

describe('useAiModelPicker (issue 33)', () => {
  it('finds a usable model beyond the first page on the server, keeps it named and offers its tools', async () => {
    renderSearching(<ModelPicker />);
    const input = openPicker('AI model');
    // The first page's usable models only (every third provider is not configured).
    expect(optionNames()).toHaveLength(67);
    expect(searchCalls).toEqual([]);
    fireEvent.change(input, { target: { value: 'model-25' } });
    await waitFor(() => expect(searchCalls).toEqual([{ keyword: 'model-25' }]));
    // Found by its model name; 'Model 251' and 'Model 254' have no configured provider.
    await waitFor(() => expect(optionNames()).toEqual(['Model 25', 'Model 250', 'Model 252', 'Model 253', 'Model 255', 'Model 256', 'Model 258', 'Model 259']));
    fireEvent.click(options()[1]);
    await waitFor(() => expect(input.value).toBe('Model 250'));
    expect(screen.getByTestId('tools').textContent).toBe('Tool of 250');
  });
});
