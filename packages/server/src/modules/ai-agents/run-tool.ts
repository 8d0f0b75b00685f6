import { AI_PREFILL_OBJECTS, AI_TOOLS, type AiTool } from '@vela/core';
import {
  draftEmail,
  myWork,
  prefillForm,
  readRecord,
  recordHistory,
  refusal,
  searchRecords,
  type ToolResult,
  type ToolScope,
} from './agent-tools.js';
import type { ToolDefinition } from './model-client.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A tool by name with its arguments, refused when the agent was not given it. */
export async function runTool(
  scope: ToolScope,
  allowed: readonly AiTool[],
  name: string,
  args: Record<string, unknown>,
): Promise<ToolResult> {
  const tool = AI_TOOLS.find((candidate) => candidate === name);
  if (!tool || !allowed.includes(tool))
    return { text: `This agent may not use the tool “${name}”.`, links: [] };
  try {
    switch (tool) {
      case 'searchRecords':
        return await searchRecords(scope, text(args.keyword));
      case 'readRecord':
        return await readRecord(scope, text(args.record));
      case 'recordHistory':
        return await recordHistory(scope, text(args.record));
      case 'myWork':
        return await myWork(scope);
      case 'draftEmail':
        return await draftEmail(scope, text(args.record), text(args.purpose));
      case 'prefillForm': {
        const objectApi = Object.values(AI_PREFILL_OBJECTS).find((api) => api === text(args.objectApi));
        if (!objectApi)
          return {
            text: `prefillForm: objectApi is one of ${[...new Set(Object.values(AI_PREFILL_OBJECTS))].join(', ')}`,
            links: [],
          };
        const values = typeof args.values === 'object' && args.values !== null ? args.values : {};
        const strings = Object.fromEntries(
          Object.entries(values)
            .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
            .slice(0, 30)
            .map(([field, value]) => [field.slice(0, 100), String(value).slice(0, 1000)]),
        );
        return prefillForm(objectApi, strings);
      }
    }
  } catch (error) {
    return refusal(tool, error);
  }
}

const recordArg = {
  type: 'object',
  properties: { record: { type: 'string', description: 'The record id, or words of its name' } },
  required: ['record'],
};

const DEFINITIONS: Record<AiTool, ToolDefinition['function']> = {
  searchRecords: {
    name: 'searchRecords',
    description: 'Finds records the user may read by name, e-mail or phone, across objects',
    parameters: { type: 'object', properties: { keyword: { type: 'string' } }, required: ['keyword'] },
  },
  readRecord: {
    name: 'readRecord',
    description: "Reads a record's fields and its related lists",
    parameters: recordArg,
  },
  recordHistory: {
    name: 'recordHistory',
    description: "Lists a record's tracked field changes, newest first",
    parameters: recordArg,
  },
  myWork: {
    name: 'myWork',
    description: "The user's open tasks and the approvals waiting for them",
    parameters: { type: 'object', properties: {} },
  },
  draftEmail: {
    name: 'draftEmail',
    description: 'Drafts an e-mail to a record (contact, lead …) for the user to review and send',
    parameters: {
      type: 'object',
      properties: { record: { type: 'string' }, purpose: { type: 'string' } },
      required: ['record'],
    },
  },
  prefillForm: {
    name: 'prefillForm',
    description: 'Prepares a new record form with values; the user reviews and saves it',
    parameters: {
      type: 'object',
      properties: {
        objectApi: { type: 'string', enum: [...new Set(Object.values(AI_PREFILL_OBJECTS))] },
        values: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['objectApi', 'values'],
    },
  },
};

export function toolDefinitions(allowed: readonly AiTool[]): ToolDefinition[] {
  return allowed.map((tool) => ({ type: 'function', function: DEFINITIONS[tool] }));
}
