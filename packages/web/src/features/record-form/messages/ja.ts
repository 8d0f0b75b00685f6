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
  'recordForm.conflict.refused':
    '{{name}} さんがこのレコードを開いた後に変更しました。何も保存されていません。',
  'recordForm.conflict.title': '他のユーザーがこのレコードを変更しました',
  'recordForm.conflict.who':
    '{{name}} さんがあなたが開いた後の {{time}} にこのレコードを保存しました。あなたの変更はまだ保存されていません。',
  'recordForm.conflict.someone': '誰か',
  'recordForm.conflict.hint':
    '相手の値を自分の値で置き換える項目にチェックを付けて保存してください。再読み込みするとあなたの変更は破棄され、現在のレコードが表示されます。',
  'recordForm.conflict.noOverlap':
    'レコードにはすでにあなたの値が入っています。保存して完了するか、再読み込みして他の変更を確認してください。',
  'recordForm.conflict.field': '項目',
  'recordForm.conflict.theirs': '相手の値',
  'recordForm.conflict.mine': 'あなたの値',
  'recordForm.conflict.keep': '自分の値を残す',
  'recordForm.conflict.keepField': '{{field}} の自分の値を残す',
  'recordForm.conflict.changedByThem': '相手が変更',
  'recordForm.conflict.reload': '再読み込み (相手の値を使う)',
  'recordForm.conflict.keepMine': 'チェックした値を保存',
  'recordForm.conflict.empty': '(空)',
  'recordForm.useAssignmentRule': '割り当てルールを使用',
};

export default specialObjectsJa;
