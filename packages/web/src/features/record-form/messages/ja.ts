import type { SpecialObjectsMessages } from './en.js';

const specialObjectsJa: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} は 0 より大きく 24 時間以下にしてください',
  'specialObjects.serviceResource.user':
    'クルー型のリソースはサービスクルーを表します：サービスクルーを選択してください',
  'specialObjects.serviceResource.group':
    'このリソースはクルーではなくユーザーを表します：ユーザーを選択してください',
  'specialObjects.activity.notAPerson': '名前は取引先責任者またはリードである必要があります',
  'specialObjects.activity.leadRelated': 'リードの活動を他のレコードに関連付けることはできません',
  'specialObjects.workRule.unknownAttribute': '一覧からリソース属性を選択してください',
  'specialObjects.workRule.operatorNotAllowed': 'この演算子は選択した属性には使えません',
  'specialObjects.workRule.valueRequired': '選択した属性の値を入力してください',
  'specialObjects.workRule.notANumber': '数値を入力してください',
  'specialObjects.workRule.notADate': '日付を入力してください',
  'specialObjects.workRule.notACheckbox': 'true か false を選択してください',
  'specialObjects.qualification': '一覧から資格項目を選択してください',
  'recordForm.refusal.list': '{{message}}（{{list}}）',
  'recordForm.refusal.sum': '{{message}} 入力値 {{total}}、想定値 {{expected}}。',
  'recordForm.refusal.lines': '{{message}} 該当する明細: {{count}} 件。',
};

export default specialObjectsJa;
