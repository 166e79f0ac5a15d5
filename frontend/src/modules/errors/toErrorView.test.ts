import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import { ClientError } from '../relay/ClientError';
import { HttpError } from './HttpError';
import { toErrorView } from './toErrorView';

const intl = createIntl({ locale: 'en', messages: en });

describe('toErrorView', () => {
  it('keeps an HttpError as it is', () => {
    expect(toErrorView(intl, new HttpError(404, 'Task not found'))).toEqual({ status: 404, message: 'Task not found' });
  });

  it('maps client and server codes to a status', () => {
    expect(toErrorView(intl, new ClientError('192.X000.001', '')).status).toBe(503);
    expect(toErrorView(intl, new ClientError('102.X000.002', 'Unauthorized'))).toEqual({
      status: 403,
      message: 'You are not allowed to do this.',
    });
    expect(toErrorView(intl, new ClientError('203.T001.001', 'Invalid title')).status).toBe(400);
    expect(toErrorView(intl, new ClientError('204.T001.001', 'Task not found')).status).toBe(404);
    expect(toErrorView(intl, new ClientError('205.X000.001', 'Failed to upload file')).status).toBe(502);
    expect(toErrorView(intl, new ClientError('104.X000.001', 'Database error')).status).toBe(500);
  });

  it('treats a malformed id as not found', () => {
    expect(toErrorView(intl, new ClientError('203.X000.003', 'Invalid id', 'id')).status).toBe(404);
  });

  it('shows anything else as a 500', () => {
    expect(toErrorView(intl, new TypeError('x is undefined'))).toEqual({ status: 500, message: 'x is undefined' });
  });
});
