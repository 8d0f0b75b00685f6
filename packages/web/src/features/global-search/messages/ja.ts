import type { GlobalSearchMessages } from './en.js';

const globalSearchJa: GlobalSearchMessages = {
  'globalSearch.resultsFor': '「{{keyword}}」の検索結果',
  'globalSearch.scope': '検索対象',
  'globalSearch.allObjects': 'すべてのオブジェクト',
  'globalSearch.nothing': '「{{keyword}}」に一致するものはありません',
  'globalSearch.nothingHint': '綴りを確認するか、語数を減らすか、すべてのオブジェクトを検索してください。',
  'globalSearch.typeSomething': '上部の検索ボックスに名前、メール、電話番号を入力してください。',
  'globalSearch.corrected': '次の語も検索しました: {{words}}',
  'globalSearch.showMore': '{{objects}}をさらに表示（ここだけを検索）',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} 件を表示',
  'globalSearch.failed': '検索を実行できませんでした。',
  'globalSearch.seeAll': '「{{keyword}}」のすべての結果を表示',
  'globalSearch.preparing': 'キーワード検索はまだ準備中です。結果は名前の先頭に一致するものだけです',
};

export default globalSearchJa;
