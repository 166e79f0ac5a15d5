import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusToneColors } from '@/modules/ui/statusBadge';
import { renderWithProviders } from '@/test/renderWithProviders';
import { DealStageBadge } from './DealStageBadge';
import { dealStages } from './dealStages';

describe('DealStageBadge', () => {
  it("shows every stage in its table tone's colour, with the server's label when given", () => {
    renderWithProviders(
      <>
        {dealStages.map((stage) => (
          <DealStageBadge key={stage.id} statusId={stage.id} label={`server ${stage.name}`} data-testid={`stage-${stage.id}`} />
        ))}
      </>,
    );
    for (const stage of dealStages) {
      const badge = screen.getByTestId(`stage-${stage.id}`);
      expect(badge.dataset.tone, stage.name).toBe(stage.tone);
      expect(badge.dataset.statusId).toBe(String(stage.id));
      expect(badge.getAttribute('style'), stage.name).toContain(`--mantine-color-${statusToneColors[stage.tone]}-light`);
      expect(badge.textContent).toBe(`server ${stage.name}`);
    }
  });

  it("falls back to the table's words in the page's language", () => {
    renderWithProviders(<DealStageBadge statusId={8} data-testid="lost" />, { locale: 'ja' });
    const badge = screen.getByTestId('lost');
    expect(badge.textContent).toBe('失注');
    expect(badge.dataset.tone).toBe('danger');
  });
});
