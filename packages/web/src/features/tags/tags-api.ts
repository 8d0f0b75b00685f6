import { api } from '../../api/index.js';

/** The tag calls of issue 7 (server module search). */
export interface TagInfo {
  id: string;
  name: string;
}

/** A tag of the organisation's list; its maker and administrators may rename or delete it. */
export interface ListedTag extends TagInfo {
  canManage: boolean;
}

export interface TaggedGroup {
  objId: string;
  objectApi: string;
  label: string;
  pluralLabel: string;
  icon: string;
  records: Array<{ id: string; name: string }>;
}

export const TAGS_QUERY_KEY = 'tags';

export const fetchTags = async () => (await api.postFormat<ListedTag[]>('tag/getTagList', {})).data;
/** The tag page shows the server's reason (a name in use, too long) in its own dialog. */
export const renameTag = async (tagId: string, name: string) =>
  (await api.postFormat<TagInfo>('tag/renameTag', { tagId, name }, { callerHandlesErrors: true })).data;
export const deleteTag = async (tagId: string) =>
  (await api.postFormat<TagInfo>('tag/deleteTag', { tagId })).data;
export const fetchRecordTags = async (recordId: string) =>
  (await api.postFormat<TagInfo[]>('tag/getRecordTags', { recordId })).data;
export const addRecordTag = async (recordId: string, name: string) =>
  (await api.postFormat<TagInfo[]>('tag/addRecordTag', { recordId, name })).data;
export const removeRecordTag = async (recordId: string, tagId: string) =>
  (await api.postFormat<TagInfo[]>('tag/removeRecordTag', { recordId, tagId })).data;
export const fetchTaggedRecords = async (tagId: string) =>
  (await api.postFormat<{ tag: TagInfo; groups: TaggedGroup[] }>('tag/getTaggedRecords', { tagId })).data;

/** The tags page, showing one tag's records: spec 1 §2.1 commonObjects/tagList. */
export const tagListPath = (tagId?: string) =>
  tagId ? `/commonObjects/tagList?tagId=${encodeURIComponent(tagId)}` : '/commonObjects/tagList';
