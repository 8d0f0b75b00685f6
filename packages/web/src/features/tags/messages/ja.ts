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
  'tags.rename': '名前を変更',
  'tags.renameTitle': 'タグ「{{name}}」の名前を変更',
  'tags.renamed': 'タグの名前を「{{name}}」に変更しました。',
  'tags.renameFailed': 'タグの名前を変更できませんでした。',
  'tags.delete': '削除',
  'tags.deleteTitle': 'タグ「{{name}}」を削除しますか?',
  'tags.deleteConfirm': 'このタグが付いたすべてのレコードから外されます。元に戻せません。',
  'tags.deleted': 'タグ「{{name}}」を削除しました。',
  'tags.nameRequired': 'タグの名前を入力してください。',
};

export default tagsJa;
