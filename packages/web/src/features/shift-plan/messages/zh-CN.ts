import type { ShiftPlanMessages } from './en.js';

const shiftPlanZhCN: ShiftPlanMessages = {
  'shiftPlan.title': '排班计划',
  'shiftPlan.previousWeek': '上一周',
  'shiftPlan.nextWeek': '下一周',
  'shiftPlan.today': '今天',
  'shiftPlan.refresh': '刷新',
  'shiftPlan.new': '新建班次',
  'shiftPlan.hint': '点击空白单元格添加班次，点击班次打开它，把班次拖到另一天或另一个资源即可移动。',
  'shiftPlan.gridLabel': '按服务资源和日期排列的班次',
  'shiftPlan.resource': '服务资源',
  'shiftPlan.unassigned': '无资源',
  'shiftPlan.noResources': '还没有启用的服务资源。',
  'shiftPlan.cell': '{{resource}}，{{day}}',
  'shiftPlan.addIn': '为 {{resource}} 在 {{day}} 添加班次',
  'shiftPlan.shift': '{{name}}，{{time}}，{{status}}',
  'shiftPlan.status.Tentative': '暂定',
  'shiftPlan.status.Confirmed': '已确认',
  'shiftPlan.status.Published': '已发布',
  'shiftPlan.created': '已创建班次"{{name}}"',
  'shiftPlan.moved': '已移动班次"{{name}}"',
  'shiftPlan.refused': '"{{name}}"未移动：{{reason}}',
  'shiftPlan.notSaved': '服务器未保存此更改',
};

export default shiftPlanZhCN;
