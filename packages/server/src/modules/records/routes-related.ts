import {
  checkEventConflictContract,
  getDetailRelatedItemsContract,
  getFieldHistoryContract,
  parseDateTimeText,
  queryMoreDataByNameContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import {
  currentMetadata,
  namePrefixCondition,
  relatedListsOfLayout,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { activityRelatedItems } from './activity-related-items.js';
import { readFieldHistory } from './field-history.js';
import { readRecordValues } from './read-record.js';
import { recordAccessFilter } from './record-access.js';
import { recordsDb } from './record-store.js';
import { layoutOf } from './save/check-required.js';
import { parseRecordList } from './save/parse-payload.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
const count = () => sql<number>`count(*)`;
const _pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** Related lists, the name search of list pages, and event conflicts. */
export function registerRelatedRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    queryMoreDataByNameContract.path,
    { schema: contractSchema(queryMoreDataByNameContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = resolveObject(await currentMetadata(context.database), body);
      const pageSize = Math.min(Number(body.pageSize ?? 20), 200);
      const page = Number(body.page ?? 1);
      let query = recordsDb(context.database)
        .selectFrom(object.tableName)
        .select(['id', 'name'])
        .where('is_deleted', '=', 0)
        .where(recordAccessFilter(user, object));
      if (body.name) query = query.where(namePrefixCondition(context.database.dialect, body.name));
      const rows = await query
        .orderBy(sql`lower(name)`)
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute();
      return okEnvelope(
        {
          dataList: rows
            .slice(0, pageSize)
            .map((row) => ({ id: String(row.id), name: String(row.name ?? '') })),
          hasMore: rows.length > pageSize,
        },
        request.id,
      );
    },
  );

  typed.post(
    getDetailRelatedItemsContract.path,
    { schema: contractSchema(getDetailRelatedItemsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const snapshot = await currentMetadata(context.database);
      if (body.type !== undefined) {
        return okEnvelope(await activityRelatedItems(context, user, snapshot, body), request.id);
      }
      const id = body.id ?? '';
      const object = resolveObject(snapshot, { recordId: id });
      const record = await readRecordValues(context, user, snapshot, object, id);
      const limit = Math.min(Number(body.limit ?? 5), 50);
      const recordTypeId = typeof record.recordtype === 'string' ? record.recordtype : null;
      const layout = layoutOf(object, recordTypeId, user.profileId);
      const lists = [];
      for (const { child, field } of relatedListsOfLayout(snapshot, object, layout)) {
        if (!field.columnName) continue;
        const base = recordsDb(context.database)
          .selectFrom(child.tableName)
          .where(field.columnName, '=', id)
          .where('is_deleted', '=', 0)
          .where(recordAccessFilter(user, child));
        const total = await base.select(count().as('n')).executeTakeFirst();
        const rows = await base.select(['id', 'name']).orderBy('createdate', 'desc').limit(limit).execute();
        lists.push({
          objId: child.id,
          objectApi: child.apiName,
          prefix: child.prefix,
          labelName: child.pluralLabel,
          fieldApi: field.apiName,
          fieldLabel: field.label,
          totalCount: Number(total?.n ?? 0),
          dataList: rows.map((row) => ({ id: String(row.id), name: String(row.name ?? '') })),
        });
      }
      return okEnvelope(lists, request.id);
    },
  );

  typed.post(
    getFieldHistoryContract.path,
    { schema: contractSchema(getFieldHistoryContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await readFieldHistory(context, user, request.body.body), request.id);
    },
  );

  typed.post(
    checkEventConflictContract.path,
    { schema: contractSchema(checkEventConflictContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objectApi: body.objectApi });
      const [record] = parseRecordList(body.data);
      const event = snapshot.byId.get('event');
      const start = parseDateTimeText(String(record?.begintime ?? ''));
      const end = parseDateTimeText(String(record?.endtime ?? ''));
      if (!event || start === null || end === null) {
        if (object.id === 'event')
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            'body.data: an event needs begintime and endtime to check',
          );
        return okEnvelope({ code: '200', data: [], totalCount: 0 }, request.id);
      }
      const owner = typeof record?.ownerid === 'string' && record.ownerid ? record.ownerid : user.userId;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      // Stored times mix "YYYY-MM-DD HH:mm:ss" and ISO: narrow by day in SQL, compare instants here.
      const candidates = await recordsDb(context.database)
        .selectFrom(event.tableName)
        .select(['id', 'name', 'begintime', 'endtime'])
        .where('ownerid', '=', owner)
        .where('is_deleted', '=', 0)
        .where('id', '!=', typeof record?.id === 'string' ? record.id : '')
        .where(sql<boolean>`substr(begintime, 1, 10) <= ${day(end)}`)
        .where(sql<boolean>`substr(endtime, 1, 10) >= ${day(start - 86_400_000)}`)
        .execute();
      const overlapping = candidates
        .filter((row) => {
          const rowStart = parseDateTimeText(String(row.begintime ?? ''));
          const rowEnd = parseDateTimeText(String(row.endtime ?? ''));
          return rowStart !== null && rowEnd !== null && rowStart < end && rowEnd > start;
        })
        .sort((a, b) => String(a.begintime).localeCompare(String(b.begintime)));
      const pageSize = Math.min(Number(body.pagesize ?? 10), 100);
      const page = Number(body.page ?? 1);
      const data = overlapping.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
        id: String(row.id),
        begintime: String(row.begintime),
        endtime: String(row.endtime),
        subject: String(row.name ?? ''),
      }));
      return okEnvelope(
        { code: overlapping.length > 0 ? '400' : '200', data, totalCount: overlapping.length },
        request.id,
      );
    },
  );
}
