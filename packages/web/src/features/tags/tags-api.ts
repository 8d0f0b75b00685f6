import type {
  addRecordTagContract,
  deleteTagContract,
  getRecordTagsContract,
  getTaggedRecordsContract,
  getTagListContract,
  removeRecordTagContract,
  renameTagContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The tag calls of issue 7 (server module search): requests and answers are core's contracts (issue 17). */
export type { ListedTag, TaggedGroup, TagInfo } from '@vela/core';

export const TAGS_QUERY_KEY = 'tags';

export const fetchTags = async () => (await api.call<typeof getTagListContract>('/tag/getTagList', {})).data;
/** The tag page shows the server's reason (a name in use, too long) in its own dialog. */
export const renameTag = async (tagId: string, name: string) =>
  (await api.call<typeof renameTagContract>('/tag/renameTag', { tagId, name }, { callerHandlesErrors: true }))
    .data;
export const deleteTag = async (tagId: string) =>
  (await api.call<typeof deleteTagContract>('/tag/deleteTag', { tagId })).data;
export const fetchRecordTags = async (recordId: string) =>
  (await api.call<typeof getRecordTagsContract>('/tag/getRecordTags', { recordId })).data;
export const addRecordTag = async (recordId: string, name: string) =>
  (await api.call<typeof addRecordTagContract>('/tag/addRecordTag', { recordId, name })).data;
export const removeRecordTag = async (recordId: string, tagId: string) =>
  (await api.call<typeof removeRecordTagContract>('/tag/removeRecordTag', { recordId, tagId })).data;
export const fetchTaggedRecords = async (tagId: string) =>
  (await api.call<typeof getTaggedRecordsContract>('/tag/getTaggedRecords', { tagId })).data;

/** The tags page, showing one tag's records: spec 1 §2.1 commonObjects/tagList. */
export const tagListPath = (tagId?: string) =>
  tagId ? `/commonObjects/tagList?tagId=${encodeURIComponent(tagId)}` : '/commonObjects/tagList';
