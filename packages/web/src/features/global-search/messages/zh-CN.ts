import type { GlobalSearchMessages } from './en.js';

const globalSearchZhCN: GlobalSearchMessages = {
  'globalSearch.resultsFor': '“{{keyword}}”的搜索结果',
  'globalSearch.scope': '搜索范围',
  'globalSearch.allObjects': '所有对象',
  'globalSearch.nothing': '未找到与“{{keyword}}”相关的内容',
  'globalSearch.nothingHint': '请检查拼写、减少关键词，或在所有对象中搜索。',
  'globalSearch.typeSomething': '在顶部搜索框中输入名称、邮箱或电话。',
  'globalSearch.corrected': '同时搜索了：{{words}}',
  'globalSearch.showMore': '更多{{objects}}：仅在此搜索',
  'globalSearch.matchedIn': '{{field}}：{{value}}',
  'globalSearch.groupCount': '显示 {{count}} 条',
  'globalSearch.failed': '无法完成搜索。',
  'globalSearch.seeAll': '查看“{{keyword}}”的全部结果',
  'globalSearch.preparing': '关键词搜索仍在准备中；结果仅匹配名称的开头',
};

export default globalSearchZhCN;
