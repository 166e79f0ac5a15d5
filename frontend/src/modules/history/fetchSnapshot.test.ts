import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendGraphQL } from '@/modules/relay/transport';
import { fetchSnapshot } from './fetchSnapshot';

vi.mock('@/modules/relay/transport', () => ({ sendGraphQL: vi.fn() }));

const send = vi.mocked(sendGraphQL);

afterEach(() => send.mockReset());

describe('fetchSnapshot', () => {
  it('takes the names of referenced entities from the same response, keyed by field', async () => {
    const employee = { __typename: 'Employee', id: 'RW1wbG95ZWU6MQ', name: 'Bo Member' };
    send.mockReturnValue({
      promise: Promise.resolve({
        data: {
          nodeAsOf: {
            version: 2,
            recordedAt: '2026-11-23T08:00:00Z',
            state: { id: 'x', title: 'T', assignee_id: '0b3c', created_by: 'gone' },
            references: [
              { field: 'assignee_id', node: employee },
              { field: 'created_by', node: null },
            ],
          },
        },
      }),
      abort: () => undefined,
    } as unknown as ReturnType<typeof sendGraphQL>);

    const snapshot = await fetchSnapshot('VGFzazox', { version: 2 });

    expect(send).toHaveBeenCalledTimes(1);
    const request = send.mock.calls[0][0];
    expect(request.variables).toEqual({ id: 'VGFzazox', version: 2 });
    expect(request.query).toMatch(/references\s*{\s*field\s+node/);
    expect(snapshot).toEqual({
      version: 2,
      recordedAt: '2026-11-23T08:00:00Z',
      state: { id: 'x', title: 'T', assignee_id: '0b3c', created_by: 'gone' },
      references: { assignee_id: employee },
    });
  });
});
