import { z } from 'zod';
import type { Language } from '../languages/index.js';

/**
 * An approval notice's words (issue 20) are stored as a message key and its
 * values, not as text, so the bell and the notice e-mail say it in the
 * reader's language (the 16 of the screens) whatever the writer's was. The
 * values are names and texts people wrote (a record's name, a comment, an
 * alert's subject): they go as written. A notice stored before keys has only
 * its text, shown as it is.
 */
export const APPROVAL_NOTICE_KEYS = [
  'waiting',
  'waitingOnBehalf',
  'approved',
  'rejected',
  'reassigned',
  'recalled',
  'alert',
  'alertNoSubject',
  'actionFailed',
] as const;
export type ApprovalNoticeKey = (typeof APPROVAL_NOTICE_KEYS)[number];

export const approvalNoticeMessageSchema = z.object({
  key: z.enum(APPROVAL_NOTICE_KEYS),
  /** record, submitter, onBehalfOf, by, subject, action, problem; comments is added after the sentence. */
  params: z.record(z.string(), z.string()).default({}),
});
export type ApprovalNoticeMessage = z.output<typeof approvalNoticeMessageSchema>;

type NoticeWords = Record<ApprovalNoticeKey, string> & {
  /** {text}: the sentence; {comments}: the decider's comments. */
  withComments: string;
};

const EN: NoticeWords = {
  waiting: '{submitter} asks you to approve {record}',
  waitingOnBehalf: '{submitter} asks you to approve {record} on behalf of {onBehalfOf}',
  approved: '{record} was approved by {by}',
  rejected: '{record} was rejected by {by}',
  reassigned: '{by} handed you the approval of {record}',
  recalled: '{by} recalled {record} from approval',
  alert: '{subject} ({record})',
  alertNoSubject: 'E-mail alert about {record}',
  actionFailed: 'An approval action ({action}) on {record} failed: {problem}',
  withComments: '{text}: {comments}',
};

const PT: NoticeWords = {
  waiting: '{submitter} pede a sua aprovação de {record}',
  waitingOnBehalf: '{submitter} pede a sua aprovação de {record} em nome de {onBehalfOf}',
  approved: '{record} foi aprovado por {by}',
  rejected: '{record} foi rejeitado por {by}',
  reassigned: '{by} passou-lhe a aprovação de {record}',
  recalled: '{by} retirou {record} da aprovação',
  alert: '{subject} ({record})',
  alertNoSubject: 'Alerta por e-mail sobre {record}',
  actionFailed: 'Uma ação de aprovação ({action}) em {record} falhou: {problem}',
  withComments: '{text}: {comments}',
};

const WORDS: Readonly<Record<Language, NoticeWords>> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': {
    waiting: '{submitter} 请您审批 {record}',
    waitingOnBehalf: '{submitter} 请您代 {onBehalfOf} 审批 {record}',
    approved: '{record} 已由 {by} 批准',
    rejected: '{record} 已被 {by} 拒绝',
    reassigned: '{by} 将 {record} 的审批转交给您',
    recalled: '{by} 撤回了 {record} 的审批',
    alert: '{subject}（{record}）',
    alertNoSubject: '关于 {record} 的邮件提醒',
    actionFailed: '{record} 的审批操作（{action}）失败：{problem}',
    withComments: '{text}：{comments}',
  },
  'zh-TW': {
    waiting: '{submitter} 請您簽核 {record}',
    waitingOnBehalf: '{submitter} 請您代 {onBehalfOf} 簽核 {record}',
    approved: '{record} 已由 {by} 核准',
    rejected: '{record} 已被 {by} 駁回',
    reassigned: '{by} 將 {record} 的簽核轉交給您',
    recalled: '{by} 撤回了 {record} 的簽核',
    alert: '{subject}（{record}）',
    alertNoSubject: '關於 {record} 的郵件提醒',
    actionFailed: '{record} 的簽核動作（{action}）失敗：{problem}',
    withComments: '{text}：{comments}',
  },
  ja: {
    waiting: '{submitter} さんから {record} の承認依頼が届いています',
    waitingOnBehalf: '{submitter} さんから {onBehalfOf} さんの代理として {record} の承認依頼が届いています',
    approved: '{record} は {by} さんにより承認されました',
    rejected: '{record} は {by} さんにより却下されました',
    reassigned: '{by} さんから {record} の承認が回ってきました',
    recalled: '{by} さんが {record} の承認申請を取り消しました',
    alert: '{subject}（{record}）',
    alertNoSubject: '{record} についてのメール通知',
    actionFailed: '{record} の承認アクション（{action}）が失敗しました：{problem}',
    withComments: '{text}：{comments}',
  },
  ko: {
    waiting: '{submitter}님이 {record} 승인을 요청했습니다',
    waitingOnBehalf: '{submitter}님이 {onBehalfOf}님 대신 {record} 승인을 요청했습니다',
    approved: '{record}이(가) {by}님에 의해 승인되었습니다',
    rejected: '{record}이(가) {by}님에 의해 거부되었습니다',
    reassigned: '{by}님이 {record} 승인을 넘겨주었습니다',
    recalled: '{by}님이 {record} 승인 요청을 회수했습니다',
    alert: '{subject} ({record})',
    alertNoSubject: '{record} 관련 이메일 알림',
    actionFailed: '{record}의 승인 작업({action})이 실패했습니다: {problem}',
    withComments: '{text}: {comments}',
  },
  de: {
    waiting: '{submitter} bittet Sie, {record} zu genehmigen',
    waitingOnBehalf: '{submitter} bittet Sie, {record} in Vertretung von {onBehalfOf} zu genehmigen',
    approved: '{record} wurde von {by} genehmigt',
    rejected: '{record} wurde von {by} abgelehnt',
    reassigned: '{by} hat Ihnen die Genehmigung von {record} übergeben',
    recalled: '{by} hat {record} aus der Genehmigung zurückgezogen',
    alert: '{subject} ({record})',
    alertNoSubject: 'E-Mail-Benachrichtigung zu {record}',
    actionFailed: 'Eine Genehmigungsaktion ({action}) zu {record} ist fehlgeschlagen: {problem}',
    withComments: '{text}: {comments}',
  },
  fr: {
    waiting: '{submitter} vous demande d’approuver {record}',
    waitingOnBehalf: '{submitter} vous demande d’approuver {record} pour le compte de {onBehalfOf}',
    approved: '{record} a été approuvé par {by}',
    rejected: '{record} a été rejeté par {by}',
    reassigned: '{by} vous a confié l’approbation de {record}',
    recalled: '{by} a rappelé {record} de l’approbation',
    alert: '{subject} ({record})',
    alertNoSubject: 'Alerte e-mail concernant {record}',
    actionFailed: 'Une action d’approbation ({action}) sur {record} a échoué : {problem}',
    withComments: '{text} : {comments}',
  },
  es: {
    waiting: '{submitter} le pide que apruebe {record}',
    waitingOnBehalf: '{submitter} le pide que apruebe {record} en nombre de {onBehalfOf}',
    approved: '{by} aprobó {record}',
    rejected: '{by} rechazó {record}',
    reassigned: '{by} le ha pasado la aprobación de {record}',
    recalled: '{by} retiró {record} de la aprobación',
    alert: '{subject} ({record})',
    alertNoSubject: 'Alerta por correo sobre {record}',
    actionFailed: 'Una acción de aprobación ({action}) sobre {record} falló: {problem}',
    withComments: '{text}: {comments}',
  },
  it: {
    waiting: '{submitter} ti chiede di approvare {record}',
    waitingOnBehalf: '{submitter} ti chiede di approvare {record} per conto di {onBehalfOf}',
    approved: '{record} è stato approvato da {by}',
    rejected: '{record} è stato rifiutato da {by}',
    reassigned: '{by} ti ha passato l’approvazione di {record}',
    recalled: '{by} ha ritirato {record} dall’approvazione',
    alert: '{subject} ({record})',
    alertNoSubject: 'Avviso e-mail su {record}',
    actionFailed: 'Un’azione di approvazione ({action}) su {record} non è riuscita: {problem}',
    withComments: '{text}: {comments}',
  },
  nl: {
    waiting: '{submitter} vraagt u {record} goed te keuren',
    waitingOnBehalf: '{submitter} vraagt u {record} goed te keuren namens {onBehalfOf}',
    approved: '{record} is goedgekeurd door {by}',
    rejected: '{record} is afgewezen door {by}',
    reassigned: '{by} heeft u de goedkeuring van {record} overgedragen',
    recalled: '{by} heeft {record} uit de goedkeuring teruggetrokken',
    alert: '{subject} ({record})',
    alertNoSubject: 'E-mailmelding over {record}',
    actionFailed: 'Een goedkeuringsactie ({action}) op {record} is mislukt: {problem}',
    withComments: '{text}: {comments}',
  },
  pl: {
    waiting: '{submitter} prosi o zatwierdzenie: {record}',
    waitingOnBehalf: '{submitter} prosi o zatwierdzenie: {record} w zastępstwie za {onBehalfOf}',
    approved: '{record}: zatwierdzone przez {by}',
    rejected: '{record}: odrzucone przez {by}',
    reassigned: '{by} przekazał(a) Ci zatwierdzenie: {record}',
    recalled: '{by} wycofał(a) {record} z zatwierdzania',
    alert: '{subject} ({record})',
    alertNoSubject: 'Powiadomienie e-mail: {record}',
    actionFailed: 'Akcja zatwierdzania ({action}) dla {record} nie powiodła się: {problem}',
    withComments: '{text}: {comments}',
  },
  pt: PT,
  'pt-BR': {
    ...PT,
    waiting: '{submitter} pede sua aprovação de {record}',
    waitingOnBehalf: '{submitter} pede sua aprovação de {record} em nome de {onBehalfOf}',
    reassigned: '{by} passou para você a aprovação de {record}',
  },
  ru: {
    waiting: '{submitter} просит вас согласовать {record}',
    waitingOnBehalf: '{submitter} просит вас согласовать {record} вместо {onBehalfOf}',
    approved: '{record}: согласовано, {by}',
    rejected: '{record}: отклонено, {by}',
    reassigned: '{by} передал(а) вам согласование {record}',
    recalled: '{by} отозвал(а) {record} с согласования',
    alert: '{subject} ({record})',
    alertNoSubject: 'Уведомление по почте о {record}',
    actionFailed: 'Действие согласования ({action}) для {record} не выполнено: {problem}',
    withComments: '{text}: {comments}',
  },
  th: {
    waiting: '{submitter} ขอให้คุณอนุมัติ {record}',
    waitingOnBehalf: '{submitter} ขอให้คุณอนุมัติ {record} แทน {onBehalfOf}',
    approved: '{record} ได้รับการอนุมัติโดย {by}',
    rejected: '{record} ถูกปฏิเสธโดย {by}',
    reassigned: '{by} ส่งต่อการอนุมัติ {record} ให้คุณ',
    recalled: '{by} เรียกคืน {record} จากการอนุมัติ',
    alert: '{subject} ({record})',
    alertNoSubject: 'การแจ้งเตือนทางอีเมลเกี่ยวกับ {record}',
    actionFailed: 'การดำเนินการอนุมัติ ({action}) ของ {record} ล้มเหลว: {problem}',
    withComments: '{text}: {comments}',
  },
};

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The notice in a language ('' or unknown: English); the comments, when any, after the sentence. */
export function approvalNoticeText(
  language: string | null | undefined,
  message: ApprovalNoticeMessage,
): string {
  const words = WORDS[(language ?? '') as Language] ?? EN;
  const text = fill(words[message.key], message.params);
  const comments = message.params.comments ?? '';
  return comments ? fill(words.withComments, { text, comments }) : text;
}

/**
 * A stored notice's words for its reader: its message (JSON of an
 * ApprovalNoticeMessage) in their language, else the text it was stored with
 * (notices from before keys, imports' and flows' notices).
 */
export function storedNoticeText(language: string | null | undefined, text: string, message: string): string {
  const parsed = parseNoticeMessage(message);
  return parsed ? approvalNoticeText(language, parsed) : text;
}

/** The stored message, or null when there is none or it cannot be read (its text is shown then). */
export function parseNoticeMessage(message: string): ApprovalNoticeMessage | null {
  if (!message) return null;
  try {
    const parsed = approvalNoticeMessageSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
