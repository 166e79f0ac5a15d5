import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { ClientError } from '@/modules/relay/ClientError';
import { HttpError } from './HttpError';
import { toErrorView } from './toErrorView';

const intl = createIntl({ locale: 'en', messages: en });

describe('toErrorView', () => {
  it("says in the user's words that a task or member does not exist", () => {
    expect(toErrorView(intl, new HttpError(404, 'Task not found'), '/tasks/abc')).toEqual({
      status: 404,
      message: "This task doesn't exist or was deleted.",
    });
    expect(toErrorView(intl, new HttpError(404, 'Employee not found'), '/ja/members/abc').message).toBe(
      "This member doesn't exist or was removed.",
    );
    const jaIntl = createIntl({ locale: 'ja', messages: ja });
    expect(toErrorView(jaIntl, new HttpError(404, 'x'), '/ja/tasks/abc').message).toBe('このタスクは存在しないか、削除されました。');
  });

  it('names issues, applications, pages and requirements in their areas', () => {
    expect(toErrorView(intl, new HttpError(404, 'x'), '/issues/abc').message).toBe("This issue doesn't exist or was deleted.");
    expect(toErrorView(intl, new HttpError(404, 'x'), '/ja/applications/abc/pages/def').message).toBe(
      "This application, page or requirement doesn't exist or was deleted.",
    );
  });

  it('treats a malformed id as not found, never showing "Invalid id"', () => {
    const view = toErrorView(intl, new ClientError('203.X000.003', 'Invalid id', 'id'), '/tasks/not-an-id');
    expect(view).toEqual({ status: 404, message: "This task doesn't exist or was deleted." });
  });

  it('maps client and server codes to a status', () => {
    expect(toErrorView(intl, new ClientError('192.X000.001', '')).status).toBe(503);
    expect(toErrorView(intl, new ClientError('102.X000.002', 'Unauthorized'), '/members/new')).toEqual({
      status: 403,
      message: "You don't have access to this page. Ask an administrator if you need it.",
    });
    expect(toErrorView(intl, new ClientError('203.T001.001', 'Invalid title')).status).toBe(400);
    expect(toErrorView(intl, new ClientError('204.T001.001', 'Task not found')).status).toBe(404);
    expect(toErrorView(intl, new ClientError('205.X000.001', 'Failed to upload file')).status).toBe(502);
    expect(toErrorView(intl, new ClientError('104.X000.001', 'Database error')).status).toBe(500);
  });

  it('shows anything else as a 500 without developer text', () => {
    expect(toErrorView(intl, new TypeError('x is undefined'))).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Try again in a moment.',
    });
  });
});
