import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in ja. */
const leadConversionJa: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': '取引開始',
  'leadConversion.title': 'リードの取引開始',
  'leadConversion.account': '取引先',
  'leadConversion.accountNew': '新規取引先を作成',
  'leadConversion.accountExisting': '既存の取引先を選択',
  'leadConversion.accountName': '取引先名',
  'leadConversion.accountPick': '取引先を検索',
  'leadConversion.contact': '取引先責任者',
  'leadConversion.contactNew': '新規取引先責任者を作成: {{name}}',
  'leadConversion.contactExisting': '既存の取引先責任者を選択',
  'leadConversion.contactPick': '取引先責任者を検索',
  'leadConversion.opportunity': '商談',
  'leadConversion.opportunityNew': '新規商談を作成',
  'leadConversion.opportunityNone': '商談を作成しない',
  'leadConversion.opportunityName': '商談名',
  'leadConversion.owner': 'レコード所有者',
  'leadConversion.matches':
    '同じ名前またはメールのレコードが既にあります。重複を避けるにはそれを選択してください。',
  'leadConversion.submit': '取引開始',
  'leadConversion.convertedTitle': 'リードの取引を開始しました',
  'leadConversion.convertedTag': '取引開始済み',
  'leadConversion.failed': 'リードの取引を開始できませんでした。',
  'leadConversion.pickRecord': '先にレコードを選択してください。',
  'leadConversion.close': '閉じる',
  'leadConversion.newQuote': '新規見積',
  'leadConversion.quoteCreated': '見積「{{name}}」を作成しました。',
  'leadConversion.sync': '商談と同期',
  'leadConversion.synced': '商談にこの見積の明細と合計 ({{amount}}) が表示されるようになりました。',
  'leadConversion.syncing': '同期中',
  'leadConversion.createOrder': '注文を作成',
  'leadConversion.orderCreated': '注文 {{number}} を作成しました。',
  'leadConversion.actionFailed': 'うまくいきませんでした。',
};

export default leadConversionJa;
