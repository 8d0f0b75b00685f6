import {
  CUSTOM_SQL_EXPORT_ROW_LIMIT,
  deleteCustomSqlReportContract,
  EXPORT_CUSTOM_SQL_PATH,
  exportCustomSqlRequestSchema,
  getCustomSqlReportContract,
  getCustomSqlReportsContract,
  runCustomSqlContract,
  saveCustomSqlReportContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { badRequest, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { recordAuditEvent } from '../access/index.js';
import { auditedStream, TABLE_CONTENT_TYPES, writeTable } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { reportPermitsOf } from '../shell/index.js';
import { runCustomSql } from './custom-sql-run.js';
import {
  listCustomSqlReports,
  readCustomSqlReport,
  removeCustomSqlReport,
  requireAuthor,
  storedCustomSql,
  writeCustomSqlReport,
} from './custom-sql-store.js';

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Custom SQL reports (issue 19, customsql/{reportId}/{m}): written by administrators, run by each caller as themselves. */
export function registerCustomSqlRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);
  /** A saved report's query for the caller: their profile may run reports, and they reach this one. */
  const savedQuery = async (user: CurrentUser, id: string, action: 'run' | 'export') => {
    (await reportPermitsOf(database.db, user, [])).require(action, undefined);
    return storedCustomSql(database, user, id);
  };

  api.post(
    getCustomSqlReportsContract.path,
    { schema: contractSchema(getCustomSqlReportsContract) },
    async (request) =>
      okEnvelope(
        await listCustomSqlReports(database, userOf(request), request.body.body.keyword),
        request.id,
      ),
  );

  api.post(
    getCustomSqlReportContract.path,
    { schema: contractSchema(getCustomSqlReportContract) },
    async (request) =>
      okEnvelope(await readCustomSqlReport(database, userOf(request), request.body.body.id), request.id),
  );

  api.post(
    saveCustomSqlReportContract.path,
    { schema: contractSchema(saveCustomSqlReportContract) },
    async (request) => {
      const user = userOf(request);
      requireAuthor(user);
      const draft = request.body.body;
      // A query that could not run is not saved: checked and run as its author, one row at most.
      await runCustomSql(database, user, draft.sql, { rowLimit: 1 });
      const id = await writeCustomSqlReport(database, user, draft, context.now());
      return okEnvelope(await readCustomSqlReport(database, user, id), request.id);
    },
  );

  api.post(
    deleteCustomSqlReportContract.path,
    { schema: contractSchema(deleteCustomSqlReportContract) },
    async (request) => {
      const { id } = request.body.body;
      await removeCustomSqlReport(database, userOf(request), id);
      return okEnvelope({ id }, request.id);
    },
  );

  api.post(runCustomSqlContract.path, { schema: contractSchema(runCustomSqlContract) }, async (request) => {
    const user = userOf(request);
    const { id, sql } = request.body.body;
    if (sql !== undefined) {
      // A draft query: only its author may run text of their own.
      requireAuthor(user);
      return okEnvelope(await runCustomSql(database, user, sql), request.id);
    }
    if (!id) throw badRequest('Run a saved custom SQL report (id) or a query (sql)');
    const saved = await savedQuery(user, id, 'run');
    return okEnvelope(await runCustomSql(database, user, saved.sql), request.id);
  });

  api.post(
    EXPORT_CUSTOM_SQL_PATH,
    {
      schema: {
        summary:
          "A saved custom SQL report's result as a CSV or XLSX file (raw): the rows the caller's own run answers, audited as a data export",
        body: envelopeSchema(exportCustomSqlRequestSchema),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id, format } = request.body.body;
      const saved = await savedQuery(user, id, 'export');
      const result = await runCustomSql(database, user, saved.sql, { rowLimit: CUSTOM_SQL_EXPORT_ROW_LIMIT });
      const fileName = `${saved.name.replace(/[\\/:*?"<>|]/g, '_')}.${format}`;
      const columns = result.columns.map((column, index) => ({
        key: String(index),
        label: column,
        kind: result.rows.every((row) => row[index] === null || typeof row[index] === 'number')
          ? ('number' as const)
          : ('text' as const),
      }));
      async function* lines() {
        for (const row of result.rows) yield row;
      }
      const audit = (failed: boolean) =>
        recordAuditEvent(database, {
          orgId: user.orgId,
          at: context.now(),
          actorId: user.userId,
          kind: 'export',
          target: fileName,
          detail: {
            customSqlReport: id,
            format,
            rows: result.rows.length,
            ...(failed ? { failed: true } : {}),
          },
        });
      const out = auditedStream((book) => writeTable(format, columns, lines(), book), audit);
      return reply
        .header('content-type', TABLE_CONTENT_TYPES[format])
        .header('content-disposition', disposition(fileName))
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
