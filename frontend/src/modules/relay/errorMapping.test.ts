import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { ClientError } from './ClientError';
import { clientCodes } from './clientCodes';
import { errorMessage } from './errorMessages';
import { parseResponse, toClientError } from './parseResponse';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlJa = createIntl({ locale: 'ja', messages: ja });

function thrown(fn: () => unknown): ClientError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ClientError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('parseResponse', () => {
  it('returns payloads that carry data', () => {
    const payload = parseResponse('{"data":{"profile":{"name":"A"}}}', 200);
    expect(payload.data).toEqual({ profile: { name: 'A' } });
  });

  it('fails on partial data with errors (a nulled non-null field must not reach the screen)', () => {
    const error = thrown(() =>
      parseResponse('{"data":{"profile":{},"myTasks":null},"errors":[{"message":"Unauthorized","extensions":{"code":"102.X000.002"}}]}', 200),
    );
    expect(error.code).toBe('102.X000.002');
  });

  it('maps a body that is not JSON to 192.X000.002', () => {
    expect(thrown(() => parseResponse('<html>Bad gateway</html>', 502)).code).toBe(clientCodes.invalidJson);
    expect(thrown(() => parseResponse('[1,2]', 200)).code).toBe(clientCodes.invalidJson);
  });

  it('maps a dropped connection to 192.X000.001', () => {
    expect(thrown(() => parseResponse('', 0)).code).toBe(clientCodes.network);
  });

  it('maps an error without a message to 190.X000.001', () => {
    expect(thrown(() => parseResponse('{"data":null,"errors":[{}]}', 200)).code).toBe(clientCodes.unknown);
    expect(thrown(() => parseResponse('{"data":null}', 200)).code).toBe(clientCodes.unknown);
  });

  it('keeps the first server error code, message and field', () => {
    const error = thrown(() =>
      parseResponse(
        JSON.stringify({
          data: null,
          errors: [
            { message: 'Invalid title', extensions: { code: '203.T001.001', field: 'input.title' } },
            { message: 'second', extensions: { code: '100.X000.001' } },
          ],
        }),
        200,
      ),
    );
    expect(error.code).toBe('203.T001.001');
    expect(error.message).toBe('Invalid title');
    expect(error.field).toBe('title');
  });

  it('gives 190 to a message-less error even with a server code', () => {
    expect(toClientError({ message: '' }).code).toBe(clientCodes.unknown);
  });
});

describe('errorMessage', () => {
  it('translates the client codes', () => {
    expect(errorMessage(intlEn, new ClientError(clientCodes.network, ''))).toMatch(/Could not reach the server/);
    expect(errorMessage(intlJa, new ClientError(clientCodes.network, ''))).toMatch(/サーバーに接続できません/);
    expect(errorMessage(intlEn, new ClientError(clientCodes.invalidJson, ''))).toMatch(/could not be read/);
    expect(errorMessage(intlEn, new ClientError(clientCodes.invalidVariables, ''))).toMatch(/invalid values/);
    expect(errorMessage(intlEn, new ClientError(clientCodes.unknown, ''))).toBe('An unknown error occurred.');
  });

  it('maps known server codes to translated texts', () => {
    expect(errorMessage(intlJa, new ClientError('102.X000.001', 'Unauthenticated'))).toMatch(/サインイン/);
    expect(errorMessage(intlEn, new ClientError('102.X000.002', 'Unauthorized'))).toBe('You are not allowed to do this.');
  });

  it("otherwise shows the server's (already translated) message", () => {
    expect(errorMessage(intlEn, new ClientError('101.A000.001', 'The email or password you entered is incorrect.'))).toBe(
      'The email or password you entered is incorrect.',
    );
  });

  it('falls back to the unknown text', () => {
    expect(errorMessage(intlEn, new ClientError('205.X000.001', ''))).toBe('An unknown error occurred.');
    expect(errorMessage(intlEn, 'weird')).toBe('An unknown error occurred.');
  });
});
