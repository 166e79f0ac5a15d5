import { describe, expect, it } from 'vitest';
import { refName, refPath } from './refPath';

describe('history references', () => {
  it('links issues, their statuses and categories, projects, applications and their nodes', () => {
    expect(refPath('Issue', 'SXNz')).toBe('/issues/SXNz');
    expect(refPath('IssueStatus', 'x')).toBe('/issues?view=statuses');
    expect(refPath('IssueCategory', 'x')).toBe('/issues?view=categories');
    expect(refPath('Project', 'UHJv')).toBe('/projects/UHJv');
    expect(refPath('Application', 'QXBw')).toBe('/applications/QXBw');
    expect(refPath('ApplicationNode', 'Tm9k', { __typename: 'ApplicationNode', tree: 'REQUIREMENTS', application: { id: 'QXBw' } })).toBe(
      '/applications/QXBw/requirements/Tm9k',
    );
    expect(refPath('ApplicationNode', 'Tm9k', { __typename: 'ApplicationNode', tree: 'PAGES', application: { id: 'QXBw' } })).toBe('/applications/QXBw/pages/Tm9k');
    // Without its application a node has no path; an unknown type neither.
    expect(refPath('ApplicationNode', 'Tm9k')).toBeNull();
    expect(refPath('Unknown', 'x')).toBeNull();
  });

  it('links the AI areas: agents, their roles, models and chat rooms', () => {
    expect(refPath('Agent', 'QWdl')).toBe('/agents/QWdl');
    expect(refPath('AgentRole', 'x')).toBe('/agents?role=x');
    expect(refPath('AiModel', 'x')).toBe('/ai-models');
    expect(refPath('ChatRoom', 'Q2hh')).toBe('/chat-with-ai?room=Q2hh');
    expect(refName({ __typename: 'AiModel', displayName: 'Claude' })).toBe('Claude');
  });

  it('names a reference by its name, title, label or application name', () => {
    expect(refName({ __typename: 'Employee', name: 'Aiko' })).toBe('Aiko');
    expect(refName({ __typename: 'Issue', title: 'VPN drops' })).toBe('VPN drops');
    expect(refName({ __typename: 'IssueStatus', label: 'Open' })).toBe('Open');
    expect(refName({ __typename: 'Application', applicationName: 'Portal' })).toBe('Portal');
    expect(refName({ __typename: 'Tag' })).toBeNull();
  });
});
