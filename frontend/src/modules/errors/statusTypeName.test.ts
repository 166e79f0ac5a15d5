import { describe, expect, it } from 'vitest';
import { statusTypeName } from './statusTypeName';

describe('statusTypeName', () => {
  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [402, 'Unknown Error'],
    [418, 'Unknown Error'],
  ])('%i is %s', (status, name) => {
    expect(statusTypeName(status).defaultMessage).toBe(name);
  });
});
