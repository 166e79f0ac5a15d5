import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RecordFacts } from './DetailFacts';

// Real catalogue entries (the agents' words).
const messages = defineMessages({
  author: { id: 'agent.field.author', defaultMessage: 'Author' },
  version: { id: 'agent.field.version', defaultMessage: 'Version' },
  createdAt: { id: 'agent.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'agent.field.updatedAt', defaultMessage: 'Updated' },
});

const record = { author: { id: 'e1', name: 'Kato Yui' }, version: 1234, createdAt: '2026-01-02T03:04:05Z', updatedAt: '2026-02-03T04:05:06Z' };

describe('RecordFacts', () => {
  it("links the author, shows the version by its test id and both dates, in the area's words", async () => {
    renderWithProviders(<RecordFacts record={record} messages={messages} versionTestId="agent-version" />);
    expect((await screen.findByRole('link', { name: 'Kato Yui' })).getAttribute('href')).toBe('/members/e1');
    expect(screen.getByTestId('agent-version').textContent).toBe('1,234');
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('Updated')).toBeTruthy();
    expect(screen.getAllByRole('time').map((time) => time.getAttribute('datetime'))).toHaveLength(2);
  });

  it('says System for what no member wrote', async () => {
    renderWithProviders(<RecordFacts record={{ ...record, author: null }} messages={messages} versionTestId="agent-version" />);
    expect(await screen.findByText('System')).toBeTruthy();
  });
});
