import type { ShiftPlanMessages } from './en.js';

const shiftPlanZhTW: ShiftPlanMessages = {
  'shiftPlan.title': '排班計畫',
  'shiftPlan.previousWeek': '上一週',
  'shiftPlan.nextWeek': '下一週',
  'shiftPlan.today': '今天',
  'shiftPlan.refresh': '重新整理',
  'shiftPlan.new': '新增班次',
  'shiftPlan.hint': '點選空白儲存格新增班次，點選班次開啟它，將班次拖曳到另一天或另一個資源即可移動。',
  'shiftPlan.gridLabel': '依服務資源和日期排列的班次',
  'shiftPlan.resource': '服務資源',
  'shiftPlan.unassigned': '無資源',
  'shiftPlan.noResources': '尚無啟用的服務資源。',
  'shiftPlan.cell': '{{resource}}，{{day}}',
  'shiftPlan.addIn': '為 {{resource}} 在 {{day}} 新增班次',
  'shiftPlan.shift': '{{name}}，{{time}}，{{status}}',
  'shiftPlan.status.Tentative': '暫定',
  'shiftPlan.status.Confirmed': '已確認',
  'shiftPlan.status.Published': '已發布',
  'shiftPlan.created': '已建立班次「{{name}}」',
  'shiftPlan.moved': '已移動班次「{{name}}」',
  'shiftPlan.refused': '「{{name}}」未移動：{{reason}}',
  'shiftPlan.notSaved': '伺服器未儲存此變更',
};

export default shiftPlanZhTW;
