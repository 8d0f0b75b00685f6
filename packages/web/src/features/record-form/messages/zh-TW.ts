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
  'recordForm.conflict.refused': '{{name}} 在您開啟此記錄後修改了它；未儲存任何內容。',
  'recordForm.conflict.title': '其他人修改了此記錄',
  'recordForm.conflict.who': '{{name}} 在您開啟後於 {{time}} 儲存了此記錄。您的修改尚未儲存。',
  'recordForm.conflict.someone': '有人',
  'recordForm.conflict.hint':
    '勾選要以您的值取代對方值的欄位，然後儲存。重新載入會放棄您的修改並顯示記錄目前的內容。',
  'recordForm.conflict.noOverlap': '記錄中已是您的值。儲存以完成，或重新載入查看對方的其他修改。',
  'recordForm.conflict.field': '欄位',
  'recordForm.conflict.theirs': '對方的值',
  'recordForm.conflict.mine': '您的值',
  'recordForm.conflict.keep': '保留我的',
  'recordForm.conflict.keepField': '保留您的 {{field}} 值',
  'recordForm.conflict.changedByThem': '對方已修改',
  'recordForm.conflict.reload': '重新載入（採用對方的值）',
  'recordForm.conflict.keepMine': '儲存勾選的值',
  'recordForm.conflict.empty': '（空）',
  'recordForm.useAssignmentRule': '使用指派規則',
};

export default specialObjectsZhTW;
