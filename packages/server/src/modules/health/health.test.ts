import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

describeEachDatabase('health and unknown paths', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /api/health with the database it uses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      returnCode: '1',
      data: { status: 'ok', database: getDatabase().dialect },
    });
    expect(response.headers['x-request-id']).toBe(response.json().requestId);
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: false, returnCode: '404' });
    expect(response.json().returnInfo).toContain('/api/no/such/call');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('keeps the request id the client sent', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-req' },
    });
    expect(response.json().requestId).toBe('abc12345-req');
  });
});
