import type { SpecialObjectsMessages } from './en.js';

const specialObjectsZhCN: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}}必须大于 0 且不超过 24 小时',
  'specialObjects.serviceResource.user': '班组类型的资源代表一个服务班组：请选择服务班组',
  'specialObjects.serviceResource.group': '此资源代表一个用户而不是班组：请选择用户',
  'specialObjects.activity.notAPerson': '名称必须是联系人或潜在客户',
  'specialObjects.activity.leadRelated': '潜在客户的活动不能关联其他记录',
  'specialObjects.workRule.unknownAttribute': '请从列表中选择资源属性',
  'specialObjects.workRule.operatorNotAllowed': '此运算符不适用于所选属性',
  'specialObjects.workRule.valueRequired': '请为所选属性输入值',
  'specialObjects.workRule.notANumber': '请输入数字',
  'specialObjects.workRule.notADate': '请输入日期',
  'specialObjects.workRule.notACheckbox': '请选择是或否',
  'specialObjects.qualification': '请从列表中选择资质字段',
  'recordForm.refusal.list': '{{message}}（{{list}}）',
  'recordForm.refusal.sum': '{{message}} 输入 {{total}}，应为 {{expected}}。',
  'recordForm.refusal.lines': '{{message}} 涉及行数：{{count}}。',
};

export default specialObjectsZhCN;
