import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in zh-TW. */
const noticesZhTW: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': '審批通知',
  'approvals.notices.bell': '審批通知，{{count}} 則未讀',
  'approvals.notices.empty': '尚無審批通知',
  'approvals.notices.openCenter': '開啟審批中心',
  'approvals.notices.fromFlow': '流程「{{flow}}」',
  'approvals.notices.markRead': '標為已讀',
  'approvals.notices.markUnread': '標為未讀',
  'approvals.notices.markAllRead': '全部標為已讀',
  'approvals.away.button': '外出與通知',
  'approvals.away.title': '外出期間',
  'approvals.away.intro': '在這些日期內送給您的申請將轉給您的代理人；審批歷程會註明其代您處理。',
  'approvals.away.none': '無代理人：申請送給您本人。',
  'approvals.away.active': '今日生效：{{name}} 代您審批至 {{to}}。',
  'approvals.away.scheduled': '{{name}} 將於 {{from}} 至 {{to}} 代您審批。',
  'approvals.away.delegate': '代理人',
  'approvals.away.delegatePlaceholder': '選擇代您審批的人',
  'approvals.away.dates': '外出日期（起 – 迄）',
  'approvals.away.datesHint': '包含首尾兩天；結束日期未定時請留空。',
  'approvals.away.email': '同時以電子郵件接收審批通知',
  'approvals.away.emailHint': '透過組織的外寄郵件伺服器寄送。',
  'approvals.away.save': '儲存',
  'approvals.away.cancel': '取消',
  'approvals.away.end': '結束代理',
  'approvals.away.saved': '已儲存',
};

export default noticesZhTW;
