import { describe, expect, it } from 'vitest';
import { isSuccessResponse } from './envelope.js';

describe('isSuccessResponse', () => {
  it.each([
    [{ result: true, returnCode: '1' }, true],
    [{ result: false, returnCode: 'Manual' }, true],
    [{ result: false, returnCode: '500', isConfirmDel: true }, true],
    [{ result: false, returnCode: '10002' }, false],
    [{ result: false, returnCode: '1' }, false],
  ])('[S1-B-121] %j counts as success: %s', (response, expected) => {
    expect(isSuccessResponse(response)).toBe(expected);
  });
});
