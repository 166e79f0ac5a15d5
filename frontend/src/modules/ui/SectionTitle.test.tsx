import { screen } from '@testing-library/react';
import { IconPaperclip } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SectionTitle } from './SectionTitle';

describe('SectionTitle', () => {
  it('is a level-two heading with its icon hidden from screen readers', async () => {
    renderWithProviders(<SectionTitle icon={IconPaperclip}>{'Attachments'}</SectionTitle>);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Attachments' });
    const icon = heading.parentElement?.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });
});
