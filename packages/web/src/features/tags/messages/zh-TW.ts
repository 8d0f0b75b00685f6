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
};

export default tagsZhTW;
