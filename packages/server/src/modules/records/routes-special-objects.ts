import {
  checkWorkRuleCondition,
  checkWorkRuleConditionContract,
  findResourceAttribute,
  getQualificationFieldsContract,
  getResourceAttributeFieldsContract,
  KNOWLEDGE_ARTICLE_API,
  knowledgeDraftValues,
  recordIdPrefix,
  saveKnowledgeDraftContract,
  saveWorkRuleConditionContract,
  type WorkRuleCondition,
  workRuleProblemText,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readRecordValues } from './read-record.js';
import { parseRecordList } from './save/parse-payload.js';
import { announceSaved } from './save/save-listeners.js';
import { saveRecord } from './save/save-records.js';
import { qualificationFieldGroups, resourceAttributeGroups } from './special-object-fields.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

const _languageBody = envelopeSchema(z.strictObject({ language: z.string().max(16).optional() }).optional());

const conditionSchema = z.strictObject({
  resourcesproperty: z.string().max(100),
  fieldoperator: z.string().max(4),
  resourcespropertyvalue: z.union([z.string().max(255), z.number(), z.boolean()]).transform(String),
});

/** `conditionVals`: the conditions as a list, or that list as JSON text (the form sends text). */
function parseConditions(input: unknown): WorkRuleCondition[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new AppError(ErrorCode.BAD_REQUEST, 'body.conditionVals: not JSON');
    }
  }
  const parsed = z.array(conditionSchema).min(1).max(20).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.conditionVals${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'not a list of conditions'}`,
    );
  }
  return parsed.data;
}

const _conditionBody = envelopeSchema(
  z.strictObject({
    conditionVals: z.union([z.string().max(20_000), z.array(z.unknown()).max(20)]),
    id: z.string().max(64).optional(),
    objId: z.string().max(100).optional(),
  }),
);

/**
 * The special objects' calls (spec 2 §7): the WorkRule attribute list and
 * condition check/save, the ServiceGoal qualification fields, the
 * knowledge-article clone. The bot card of a save is the chat module's
 * (an after-save listener), never posted by the client.
 */
export function registerSpecialObjectRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    getResourceAttributeFieldsContract.path,
    { schema: contractSchema(getResourceAttributeFieldsContract) },
    async (request) => {
      requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      return okEnvelope(resourceAttributeGroups(snapshot, request.body?.body?.language), request.id);
    },
  );

  typed.post(
    getQualificationFieldsContract.path,
    { schema: contractSchema(getQualificationFieldsContract) },
    async (request) => {
      requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      return okEnvelope(qualificationFieldGroups(snapshot, request.body?.body?.language), request.id);
    },
  );

  typed.post(
    checkWorkRuleConditionContract.path,
    { schema: contractSchema(checkWorkRuleConditionContract) },
    async (request) => {
      requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const groups = resourceAttributeGroups(snapshot);
      const errors = parseConditions(request.body.body.conditionVals).flatMap((condition, index) => {
        const problem = checkWorkRuleCondition(condition, groups);
        if (!problem) return [];
        const label = findResourceAttribute(groups, condition.resourcesproperty)?.labelName;
        return [
          {
            index,
            field: problem.field,
            reason: problem.reason,
            message: workRuleProblemText(problem, label),
          },
        ];
      });
      return okEnvelope({ valid: errors.length === 0, errors }, request.id);
    },
  );

  typed.post(
    saveWorkRuleConditionContract.path,
    { schema: contractSchema(saveWorkRuleConditionContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id, conditionVals } = request.body.body;
      if (!id) throw new AppError(ErrorCode.BAD_REQUEST, 'body.id: the work rule to save the condition on');
      const conditions = parseConditions(conditionVals);
      if (conditions.length !== 1)
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          'body.conditionVals: a work rule holds exactly one condition',
        );
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objectApi: 'WorkRule' });
      if (recordIdPrefix(id) !== object.prefix)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.id: "${id}" is not a work rule`);
      const result = await saveRecord(
        {
          database: context.database,
          snapshot,
          object,
          user,
          now: context.now(),
          skipDuplicateWarning: false,
        },
        { id, ...conditions[0] },
      );
      return okEnvelope(result, request.id);
    },
  );

  typed.post(
    saveKnowledgeDraftContract.path,
    { schema: contractSchema(saveKnowledgeDraftContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { id, data } = request.body.body;
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objectApi: KNOWLEDGE_ARTICLE_API });
      if (recordIdPrefix(id) !== object.prefix)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.id: "${id}" is not a knowledge article`);
      const records = parseRecordList(data);
      if (records.length !== 1)
        throw new AppError(ErrorCode.BAD_REQUEST, 'body.data: the clone is exactly one record');
      // The source must be one the caller may read; its master article makes the draft a version of it.
      const source = await readRecordValues(context, user, snapshot, object, id);
      const result = await saveRecord(
        {
          database: context.database,
          snapshot,
          object,
          user,
          now: context.now(),
          skipDuplicateWarning: true,
        },
        knowledgeDraftValues(records[0] ?? {}, { id, knowledge_article: source.knowledge_article }),
      );
      await announceSaved(context, { user, results: [result], snapshot });
      return okEnvelope([result], request.id);
    },
  );
}
