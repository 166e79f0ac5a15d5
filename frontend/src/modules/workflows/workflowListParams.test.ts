import { describe, expect, it } from 'vitest';
import {
  matchesWorkflowInstanceFilter,
  parseWorkflowInstanceListParams,
  toWorkflowInstanceListVariables,
  toWorkflowInstanceSearchParams,
  workflowInstanceListCodec,
} from './workflowInstanceListParams';
import {
  matchesWorkflowTemplateFilter,
  parseWorkflowTemplateListParams,
  toWorkflowTemplateListVariables,
  toWorkflowTemplateSearchParams,
  workflowTemplateListCodec,
} from './workflowTemplateListParams';

describe('workflow template list params', () => {
  it('reads and writes the filters, leaving defaults out', () => {
    const params = parseWorkflowTemplateListParams(new URLSearchParams('q=%20hire%20&visibility=hidden,ACTIVE,bogus&archived=1&sort=NAME'));
    expect(params).toMatchObject({ keyword: 'hire', visibility: ['ACTIVE', 'HIDDEN'], archived: true, field: 'NAME', direction: 'ASC' });
    expect(toWorkflowTemplateSearchParams(params).toString()).toBe('q=hire&visibility=ACTIVE%2CHIDDEN&archived=1&sort=NAME');
    expect(toWorkflowTemplateListVariables(parseWorkflowTemplateListParams(new URLSearchParams('')))).toEqual({
      first: 20,
      filter: {},
      orderBy: { field: 'UPDATED_AT', direction: 'DESC' },
    });
    expect(workflowTemplateListCodec.write(workflowTemplateListCodec.cleared(params)).toString()).toBe('sort=NAME');
  });

  it('matches live templates against the filter', () => {
    const template = { name: 'Hiring', description: 'New staff', visibility: 'ACTIVE', archived: false };
    expect(matchesWorkflowTemplateFilter({}, template)).toBe(true);
    expect(matchesWorkflowTemplateFilter({ archived: true }, template)).toBe(false);
    expect(matchesWorkflowTemplateFilter({ visibility: ['HIDDEN'] }, template)).toBe(false);
    expect(matchesWorkflowTemplateFilter({ keyword: 'staff' }, template)).toBe(true);
    expect(matchesWorkflowTemplateFilter({ keyword: 'nope' }, template, { keyword: false })).toBe(true);
  });
});

describe('workflow instance list params', () => {
  it('reads and writes the filters, and sends the viewer for owner=me', () => {
    const params = parseWorkflowInstanceListParams(new URLSearchParams('q=x&template=T1&owner=me&progress=archived&waiting=1&overdue=1&sort=NAME'));
    expect(params).toMatchObject({ templateId: 'T1', owner: 'me', progress: ['ARCHIVED'], waitingForMe: true, overdue: true, field: 'NAME' });
    expect(toWorkflowInstanceSearchParams(params).toString()).toBe('q=x&template=T1&owner=me&progress=ARCHIVED&waiting=1&overdue=1&sort=NAME');
    expect(toWorkflowInstanceListVariables(params, 'E1').filter).toEqual({
      keyword: 'x',
      templateId: 'T1',
      ownerId: 'E1',
      progress: ['ARCHIVED'],
      waitingForMe: true,
      overdue: true,
    });
    expect(toWorkflowInstanceListVariables(parseWorkflowInstanceListParams(new URLSearchParams('owner=E2'))).filter).toEqual({ ownerId: 'E2' });
    expect(workflowInstanceListCodec.write(workflowInstanceListCodec.cleared(params)).toString()).toBe('sort=NAME');
  });

  it('matches live instances against the filter, archived ones only when asked for', () => {
    const instance = { name: 'Hire Ann', templateName: 'Hiring', templateId: 'T1', ownerId: 'E1', progress: 'IN_PROGRESS', waitingForMe: false, overdue: true };
    expect(matchesWorkflowInstanceFilter({}, instance)).toBe(true);
    expect(matchesWorkflowInstanceFilter({}, { ...instance, progress: 'ARCHIVED' })).toBe(false);
    expect(matchesWorkflowInstanceFilter({ progress: ['ARCHIVED'] }, { ...instance, progress: 'ARCHIVED' })).toBe(true);
    expect(matchesWorkflowInstanceFilter({ waitingForMe: true }, instance)).toBe(false);
    expect(matchesWorkflowInstanceFilter({ overdue: true, ownerId: 'E1', templateId: 'T1' }, instance)).toBe(true);
    expect(matchesWorkflowInstanceFilter({ keyword: 'hiring' }, instance)).toBe(true);
  });
});
