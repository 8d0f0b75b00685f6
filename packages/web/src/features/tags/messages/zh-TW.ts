import type { TagsMessages } from './en.js';

const tagsZhTW: TagsMessages = {
  'tags.title': '標籤',
  'tags.add': '新增標籤',
  'tags.name': '標籤名稱',
  'tags.remove': '移除標籤 {{name}}',
  'tags.none': '沒有標籤',
  'tags.pick': '選擇一個標籤，查看帶有該標籤的記錄。',
  'tags.emptyOrg': '還沒有標籤。開啟一筆記錄，在其頁面上新增標籤。',
  'tags.noRecords': '沒有您可開啟的記錄帶有此標籤。',
  'tags.recordsOf': '帶有「{{name}}」標籤的記錄',
  'tags.addFailed': '無法新增標籤。',
  'tags.removeFailed': '無法移除標籤。',
  'tags.allTags': '全部標籤',
  'tags.rename': '重新命名',
  'tags.renameTitle': '重新命名標籤「{{name}}」',
  'tags.renamed': '標籤已重新命名為「{{name}}」。',
  'tags.renameFailed': '無法重新命名標籤。',
  'tags.delete': '刪除',
  'tags.deleteTitle': '刪除標籤「{{name}}」?',
  'tags.deleteConfirm': '此標籤將從所有帶有它的記錄上移除。此操作無法復原。',
  'tags.deleted': '已刪除標籤「{{name}}」。',
  'tags.nameRequired': '請輸入標籤名稱。',
};

export default tagsZhTW;
