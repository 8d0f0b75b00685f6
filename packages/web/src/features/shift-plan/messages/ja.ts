import type { ShiftPlanMessages } from './en.js';

const shiftPlanJa: ShiftPlanMessages = {
  'shiftPlan.title': 'シフト計画',
  'shiftPlan.previousWeek': '前の週',
  'shiftPlan.nextWeek': '次の週',
  'shiftPlan.today': '今日',
  'shiftPlan.refresh': '更新',
  'shiftPlan.new': '新規シフト',
  'shiftPlan.hint':
    '空のセルをクリックするとシフトを追加し、シフトをクリックすると開き、シフトを別の日またはリソースにドラッグすると移動します。',
  'shiftPlan.gridLabel': 'サービスリソース別・日別のシフト',
  'shiftPlan.resource': 'サービスリソース',
  'shiftPlan.unassigned': 'リソースなし',
  'shiftPlan.noResources': '有効なサービスリソースはまだありません。',
  'shiftPlan.cell': '{{resource}}、{{day}}',
  'shiftPlan.addIn': '{{resource}} の {{day}} にシフトを追加',
  'shiftPlan.shift': '{{name}}、{{time}}、{{status}}',
  'shiftPlan.status.Tentative': '仮',
  'shiftPlan.status.Confirmed': '確定',
  'shiftPlan.status.Published': '公開済み',
  'shiftPlan.created': 'シフト「{{name}}」を作成しました',
  'shiftPlan.moved': 'シフト「{{name}}」を移動しました',
  'shiftPlan.refused': '「{{name}}」は移動されませんでした: {{reason}}',
  'shiftPlan.notSaved': 'サーバーが変更を保存しませんでした',
};

export default shiftPlanJa;
