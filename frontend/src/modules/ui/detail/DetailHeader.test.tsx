import { fireEvent, screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AuthoredFacts } from './AuthoredFacts';
import { DetailColumns } from './DetailColumns';
import { ArchivedBadge, DetailHeader } from './DetailHeader';
import { EditButton } from './EditButton';
import { TextFact } from './TextFact';

// Real catalogue entries (the projects' words).
const messages = defineMessages({
  createdBy: { id: 'project.field.createdBy', defaultMessage: 'Created by' },
  createdAt: { id: 'project.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'project.field.updatedAt', defaultMessage: 'Updated' },
});

describe('DetailHeader', () => {
  it('names the record in a heading with its badges, the line under it and its actions', async () => {
    renderWithProviders(
      <DetailHeader
        title="Harbour renewal"
        titleTestId="project-name"
        badges={<ArchivedBadge archived label="Archived" testId="project-archived" />}
        below={<span>Version 3</span>}
        actions={<EditButton label="Edit" to="/projects/p1/update" data-testid="project-edit" />}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Harbour renewal' });
    expect(heading.dataset.testid).toBe('project-name');
    expect(screen.getByTestId('project-archived').textContent).toBe('Archived');
    expect(screen.getByText('Version 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/projects/p1/update');
  });

  it("is the page's main heading when asked", async () => {
    renderWithProviders(<DetailHeader main title="Login fails" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login fails' })).toBeTruthy();
  });

  it('shows no archived badge for an active record', async () => {
    renderWithProviders(<DetailHeader title="Onboarding" badges={<ArchivedBadge archived={false} label="Archived" />} />);
    await screen.findByRole('heading', { name: 'Onboarding' });
    expect(screen.queryByText('Archived')).toBeNull();
  });
});

describe('EditButton', () => {
  it('opens the edit dialog when it is a button', async () => {
    const onClick = vi.fn();
    renderWithProviders(<EditButton label="Edit" onClick={onClick} data-testid="agent-edit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('TextFact', () => {
  it("shows the text as written, or the area's words for none, dimmed", async () => {
    renderWithProviders(
      <>
        <TextFact label="Description" text={'Line one\nLine two'} empty="No description." testId="written" />
        <TextFact label="Description" text="" empty="No description." testId="none" />
      </>,
    );
    expect((await screen.findByTestId('written')).textContent).toBe('Line one\nLine two');
    expect(screen.getByTestId('none').textContent).toBe('No description.');
  });
});

describe('AuthoredFacts', () => {
  it('links the author and shows both dates, with facts between them', async () => {
    renderWithProviders(
      <AuthoredFacts author={{ id: 'e1', name: 'Kato Yui' }} authorLabel="Created by" record={{ createdAt: '2026-01-02T03:04:05Z', updatedAt: '2026-02-03T04:05:06Z' }} messages={messages}>
        <span>Tags here</span>
      </AuthoredFacts>,
    );
    expect((await screen.findByRole('link', { name: 'Kato Yui' })).getAttribute('href')).toBe('/members/e1');
    expect(screen.getByText('Created by')).toBeTruthy();
    expect(screen.getByText('Tags here')).toBeTruthy();
    expect(screen.getAllByRole('time')).toHaveLength(2);
  });
});

describe('DetailColumns', () => {
  it('draws the record and its facts', async () => {
    renderWithProviders(<DetailColumns main={<p>The record</p>} side={<p>The facts</p>} />);
    expect(await screen.findByText('The record')).toBeTruthy();
    expect(screen.getByText('The facts')).toBeTruthy();
  });
});
