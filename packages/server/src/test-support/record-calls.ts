import type { FastifyInstance } from 'fastify';
import { envelopeFor, type TestUser } from './test-users.js';

/** Helpers the record tests share: call a route as a user, save records, read field ids. */
export function recordCalls(getApp: () => FastifyInstance, getUser: () => TestUser) {
  const call = async (url: string, body: unknown) => {
    const response = await getApp().inject({
      method: 'POST',
      url: `/api${url}`,
      payload: envelopeFor(getUser(), body),
    });
    return { status: response.statusCode, json: response.json() };
  };
  /** A call that must succeed: its data, or an error quoting the whole answer. */
  const ok = async (url: string, body: unknown) => {
    const { status, json } = await call(url, body);
    if (status !== 200 || json.result !== true)
      throw new Error(`${url} answered ${status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const save = async (
    objectApi: string,
    record: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const { status, json } = await call('/objectInfo/save', {
      objectApi,
      data: JSON.stringify([record]),
      ...extra,
    });
    if (status !== 200) throw new Error(`save answered ${status}: ${JSON.stringify(json)}`);
    return json.data[0];
  };
  const create = async (objectApi: string, record: Record<string, unknown>) => {
    const result = await save(objectApi, record);
    if (!result.isSaveSuccess) throw new Error(`could not create ${objectApi}: ${result.errormessage}`);
    return result.id as string;
  };
  const detail = async (id: string) => (await call('/objectdetail/getDetail', { id })).json.data;
  const fieldId = async (objId: string, api: string) => {
    const fields = (await call('/field/getFieldList', { objId })).json.data as Array<{
      apiname: string;
      id: string;
    }>;
    const field = fields.find((candidate) => candidate.apiname === api);
    if (!field) throw new Error(`no field ${api} on ${objId}`);
    return field.id;
  };
  return { call, ok, save, create, detail, fieldId };
}
