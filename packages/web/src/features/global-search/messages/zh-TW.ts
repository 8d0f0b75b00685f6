import type { GlobalSearchMessages } from './en.js';

const globalSearchZhTW: GlobalSearchMessages = {
  'globalSearch.resultsFor': '「{{keyword}}」的搜尋結果',
  'globalSearch.scope': '搜尋範圍',
  'globalSearch.allObjects': '所有物件',
  'globalSearch.nothing': '找不到與「{{keyword}}」相關的內容',
  'globalSearch.nothingHint': '請檢查拼寫、減少關鍵字，或在所有物件中搜尋。',
  'globalSearch.typeSomething': '在頂端搜尋框輸入名稱、電子郵件或電話。',
  'globalSearch.corrected': '同時搜尋了：{{words}}',
  'globalSearch.showMore': '更多{{objects}}：僅在此搜尋',
  'globalSearch.matchedIn': '{{field}}：{{value}}',
  'globalSearch.groupCount': '顯示 {{count}} 筆',
  'globalSearch.failed': '無法完成搜尋。',
  'globalSearch.seeAll': '查看「{{keyword}}」的全部結果',
  'globalSearch.preparing': '關鍵字搜尋仍在準備中；結果僅符合名稱的開頭',
};

export default globalSearchZhTW;
