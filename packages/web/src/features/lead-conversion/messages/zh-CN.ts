import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in zh-CN. */
const leadConversionZhCN: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': '转换',
  'leadConversion.title': '转换潜在客户',
  'leadConversion.account': '客户',
  'leadConversion.accountNew': '新建客户',
  'leadConversion.accountExisting': '选择现有客户',
  'leadConversion.accountName': '客户名称',
  'leadConversion.accountPick': '搜索客户',
  'leadConversion.contact': '联系人',
  'leadConversion.contactNew': '新建联系人：{{name}}',
  'leadConversion.contactExisting': '选择现有联系人',
  'leadConversion.contactPick': '搜索联系人',
  'leadConversion.opportunity': '业务机会',
  'leadConversion.opportunityNew': '新建业务机会',
  'leadConversion.opportunityNone': '不创建业务机会',
  'leadConversion.opportunityName': '业务机会名称',
  'leadConversion.owner': '记录所有人',
  'leadConversion.matches': 'Vela 中已有同名或同邮箱的记录；选择它以避免重复。',
  'leadConversion.submit': '转换',
  'leadConversion.convertedTitle': '潜在客户已转换',
  'leadConversion.convertedTag': '已转换',
  'leadConversion.failed': '无法转换潜在客户。',
  'leadConversion.pickRecord': '请先选择一条记录。',
  'leadConversion.close': '关闭',
  'leadConversion.newQuote': '新建报价单',
  'leadConversion.quoteCreated': '已创建报价单“{{name}}”。',
  'leadConversion.sync': '与业务机会同步',
  'leadConversion.synced': '业务机会现在显示此报价单的明细和总计（{{amount}}）。',
  'leadConversion.syncing': '同步中',
  'leadConversion.createOrder': '创建订单',
  'leadConversion.orderCreated': '已创建订单 {{number}}。',
  'leadConversion.actionFailed': '操作未成功。',
};

export default leadConversionZhCN;
