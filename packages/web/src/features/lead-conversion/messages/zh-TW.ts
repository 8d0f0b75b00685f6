import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in zh-TW. */
const leadConversionZhTW: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': '轉換',
  'leadConversion.title': '轉換潛在客戶',
  'leadConversion.account': '客戶',
  'leadConversion.accountNew': '新建客戶',
  'leadConversion.accountExisting': '選擇現有客戶',
  'leadConversion.accountName': '客戶名稱',
  'leadConversion.accountPick': '搜尋客戶',
  'leadConversion.contact': '聯絡人',
  'leadConversion.contactNew': '新建聯絡人：{{name}}',
  'leadConversion.contactExisting': '選擇現有聯絡人',
  'leadConversion.contactPick': '搜尋聯絡人',
  'leadConversion.opportunity': '業務機會',
  'leadConversion.opportunityNew': '新建業務機會',
  'leadConversion.opportunityNone': '不建立業務機會',
  'leadConversion.opportunityName': '業務機會名稱',
  'leadConversion.owner': '記錄擁有者',
  'leadConversion.matches': 'Vela 中已有同名或同電子郵件的記錄；選擇它以避免重複。',
  'leadConversion.submit': '轉換',
  'leadConversion.convertedTitle': '潛在客戶已轉換',
  'leadConversion.convertedTag': '已轉換',
  'leadConversion.failed': '無法轉換潛在客戶。',
  'leadConversion.pickRecord': '請先選擇一筆記錄。',
  'leadConversion.close': '關閉',
  'leadConversion.newQuote': '新建報價單',
  'leadConversion.quoteCreated': '已建立報價單「{{name}}」。',
  'leadConversion.sync': '與業務機會同步',
  'leadConversion.synced': '業務機會現在顯示此報價單的明細與總計（{{amount}}）。',
  'leadConversion.syncing': '同步中',
  'leadConversion.createOrder': '建立訂單',
  'leadConversion.orderCreated': '已建立訂單 {{number}}。',
  'leadConversion.actionFailed': '操作未成功。',
};

export default leadConversionZhTW;
