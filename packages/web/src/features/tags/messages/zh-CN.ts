import type { TagsMessages } from './en.js';

const tagsZhCN: TagsMessages = {
  'tags.title': '标签',
  'tags.add': '添加标签',
  'tags.name': '标签名称',
  'tags.remove': '移除标签 {{name}}',
  'tags.none': '无标签',
  'tags.pick': '选择一个标签，查看带有该标签的记录。',
  'tags.emptyOrg': '还没有标签。打开一条记录，在其页面上添加标签。',
  'tags.noRecords': '没有您可打开的记录带有此标签。',
  'tags.recordsOf': '带有“{{name}}”标签的记录',
  'tags.addFailed': '无法添加标签。',
  'tags.removeFailed': '无法移除标签。',
  'tags.allTags': '全部标签',
  'tags.rename': '重命名',
  'tags.renameTitle': '重命名标签“{{name}}”',
  'tags.renamed': '标签已重命名为“{{name}}”。',
  'tags.renameFailed': '无法重命名标签。',
  'tags.delete': '删除',
  'tags.deleteTitle': '删除标签“{{name}}”?',
  'tags.deleteConfirm': '该标签将从所有带有它的记录上移除。此操作无法撤销。',
  'tags.deleted': '已删除标签“{{name}}”。',
  'tags.nameRequired': '请输入标签名称。',
};

export default tagsZhCN;
