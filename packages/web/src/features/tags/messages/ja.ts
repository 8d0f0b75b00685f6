import type { TagsMessages } from './en.js';

const tagsJa: TagsMessages = {
  'tags.title': 'タグ',
  'tags.add': 'タグを追加',
  'tags.name': 'タグ名',
  'tags.remove': 'タグ {{name}} を外す',
  'tags.none': 'タグなし',
  'tags.pick': 'タグを選ぶと、そのタグが付いたレコードが表示されます。',
  'tags.emptyOrg': 'タグはまだありません。レコードを開いて、そのページからタグを追加してください。',
  'tags.noRecords': '開けるレコードにこのタグは付いていません。',
  'tags.recordsOf': 'タグ「{{name}}」のレコード',
  'tags.addFailed': 'タグを追加できませんでした。',
  'tags.removeFailed': 'タグを外せませんでした。',
  'tags.allTags': 'すべてのタグ',
};

export default tagsJa;
