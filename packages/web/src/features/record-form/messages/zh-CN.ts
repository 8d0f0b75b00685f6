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
  'recordForm.conflict.refused': '{{name}} 在您打开此记录后修改了它；未保存任何内容。',
  'recordForm.conflict.title': '其他人修改了此记录',
  'recordForm.conflict.who': '{{name}} 在您打开后于 {{time}} 保存了此记录。您的修改尚未保存。',
  'recordForm.conflict.someone': '有人',
  'recordForm.conflict.hint':
    '勾选要用您的值替换对方值的字段，然后保存。重新加载会放弃您的修改并显示记录的当前内容。',
  'recordForm.conflict.noOverlap': '记录中已是您的值。保存以完成，或重新加载查看对方的其他修改。',
  'recordForm.conflict.field': '字段',
  'recordForm.conflict.theirs': '对方的值',
  'recordForm.conflict.mine': '您的值',
  'recordForm.conflict.keep': '保留我的',
  'recordForm.conflict.keepField': '保留您的 {{field}} 值',
  'recordForm.conflict.changedByThem': '对方已修改',
  'recordForm.conflict.reload': '重新加载（采用对方的值）',
  'recordForm.conflict.keepMine': '保存勾选的值',
  'recordForm.conflict.empty': '（空）',
  'recordForm.useAssignmentRule': '使用分配规则',
};

export default specialObjectsZhCN;
