import { describe, expect, it } from 'vitest';
import {
  parseWorkflowInstanceListParams,
  toWorkflowInstanceListVariables,
  toWorkflowInstanceSearchParams,
  workflowInstanceListCodec,
} from './workflowInstanceListParams';
import {
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
});
