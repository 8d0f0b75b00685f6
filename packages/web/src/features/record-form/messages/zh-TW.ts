import type { SpecialObjectsMessages } from './en.js';

const specialObjectsZhTW: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}}必須大於 0 且不超過 24 小時',
  'specialObjects.serviceResource.user': '班組類型的資源代表一個服務班組：請選擇服務班組',
  'specialObjects.serviceResource.group': '此資源代表一個使用者而非班組：請選擇使用者',
  'specialObjects.activity.notAPerson': '名稱必須是連絡人或潛在客戶',
  'specialObjects.activity.leadRelated': '潛在客戶的活動不能關聯其他記錄',
  'specialObjects.workRule.unknownAttribute': '請從清單中選擇資源屬性',
  'specialObjects.workRule.operatorNotAllowed': '此運算子不適用於所選屬性',
  'specialObjects.workRule.valueRequired': '請為所選屬性輸入值',
  'specialObjects.workRule.notANumber': '請輸入數字',
  'specialObjects.workRule.notADate': '請輸入日期',
  'specialObjects.workRule.notACheckbox': '請選擇是或否',
  'specialObjects.qualification': '請從清單中選擇資格欄位',
  'recordForm.refusal.list': '{{message}}（{{list}}）',
  'recordForm.refusal.sum': '{{message}} 輸入 {{total}}，應為 {{expected}}。',
  'recordForm.refusal.lines': '{{message}} 涉及行數：{{count}}。',
};

export default specialObjectsZhTW;
