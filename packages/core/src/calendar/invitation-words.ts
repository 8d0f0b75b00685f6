import type { Language } from '../languages/index.js';
import type { InviteeAnswer } from './invitees.js';

/**
 * What an invitation says (issue 22), in the recipient's language: the
 * e-mail an invitee gets when invited, when the event's time changes and
 * when it is cancelled, and the organiser's notice of an answer.
 * {title}, {organiser}, {name} and {time} are filled in.
 */
interface InvitationTexts {
  invited: string;
  updated: string;
  cancelled: string;
  invitedBody: string;
  updatedBody: string;
  cancelledBody: string;
  when: string;
  accepted: string;
  tentative: string;
  declined: string;
}

const EN: InvitationTexts = {
  invited: 'Invitation: {title}',
  updated: 'Updated invitation: {title}',
  cancelled: 'Cancelled: {title}',
  invitedBody: '{organiser} invites you to "{title}".',
  updatedBody: '{organiser} changed the time of "{title}".',
  cancelledBody: '{organiser} cancelled "{title}"; you are no longer expected.',
  when: 'When: {time}',
  accepted: '{name} accepted "{title}"',
  tentative: '{name} may attend "{title}"',
  declined: '{name} declined "{title}"',
};

const PT: InvitationTexts = {
  invited: 'Convite: {title}',
  updated: 'Convite atualizado: {title}',
  cancelled: 'Cancelado: {title}',
  invitedBody: '{organiser} convida você para "{title}".',
  updatedBody: '{organiser} alterou o horário de "{title}".',
  cancelledBody: '{organiser} cancelou "{title}"; sua presença não é mais esperada.',
  when: 'Quando: {time}',
  accepted: '{name} aceitou "{title}"',
  tentative: '{name} talvez participe de "{title}"',
  declined: '{name} recusou "{title}"',
};

const TEXTS: Readonly<Record<Language, InvitationTexts>> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': {
    invited: '邀请：{title}',
    updated: '邀请已更新：{title}',
    cancelled: '已取消：{title}',
    invitedBody: '{organiser} 邀请您参加“{title}”。',
    updatedBody: '{organiser} 更改了“{title}”的时间。',
    cancelledBody: '{organiser} 取消了“{title}”，您无需再参加。',
    when: '时间：{time}',
    accepted: '{name} 接受了“{title}”',
    tentative: '{name} 可能参加“{title}”',
    declined: '{name} 拒绝了“{title}”',
  },
  'zh-TW': {
    invited: '邀請：{title}',
    updated: '邀請已更新：{title}',
    cancelled: '已取消：{title}',
    invitedBody: '{organiser} 邀請您參加「{title}」。',
    updatedBody: '{organiser} 變更了「{title}」的時間。',
    cancelledBody: '{organiser} 取消了「{title}」，您無需再出席。',
    when: '時間：{time}',
    accepted: '{name} 接受了「{title}」',
    tentative: '{name} 可能參加「{title}」',
    declined: '{name} 拒絕了「{title}」',
  },
  ja: {
    invited: '招待: {title}',
    updated: '招待の更新: {title}',
    cancelled: 'キャンセル: {title}',
    invitedBody: '{organiser} さんから「{title}」への招待が届いています。',
    updatedBody: '{organiser} さんが「{title}」の時間を変更しました。',
    cancelledBody: '{organiser} さんが「{title}」をキャンセルしました。',
    when: '日時: {time}',
    accepted: '{name} さんが「{title}」を承諾しました',
    tentative: '{name} さんが「{title}」に仮承諾しました',
    declined: '{name} さんが「{title}」を辞退しました',
  },
  ko: {
    invited: '초대: {title}',
    updated: '초대 변경: {title}',
    cancelled: '취소됨: {title}',
    invitedBody: '{organiser}님이 "{title}"에 초대했습니다.',
    updatedBody: '{organiser}님이 "{title}"의 시간을 변경했습니다.',
    cancelledBody: '{organiser}님이 "{title}"을(를) 취소했습니다.',
    when: '일시: {time}',
    accepted: '{name}님이 "{title}"을(를) 수락했습니다',
    tentative: '{name}님이 "{title}"에 참석할 수도 있습니다',
    declined: '{name}님이 "{title}"을(를) 거절했습니다',
  },
  de: {
    invited: 'Einladung: {title}',
    updated: 'Geänderte Einladung: {title}',
    cancelled: 'Abgesagt: {title}',
    invitedBody: '{organiser} lädt Sie zu „{title}“ ein.',
    updatedBody: '{organiser} hat die Zeit von „{title}“ geändert.',
    cancelledBody: '{organiser} hat „{title}“ abgesagt; Sie werden nicht mehr erwartet.',
    when: 'Wann: {time}',
    accepted: '{name} hat „{title}“ zugesagt',
    tentative: '{name} hat „{title}“ mit Vorbehalt zugesagt',
    declined: '{name} hat „{title}“ abgesagt',
  },
  fr: {
    invited: 'Invitation : {title}',
    updated: 'Invitation modifiée : {title}',
    cancelled: 'Annulé : {title}',
    invitedBody: '{organiser} vous invite à « {title} ».',
    updatedBody: '{organiser} a changé l’horaire de « {title} ».',
    cancelledBody: '{organiser} a annulé « {title} » ; vous n’êtes plus attendu.',
    when: 'Quand : {time}',
    accepted: '{name} a accepté « {title} »',
    tentative: '{name} participera peut-être à « {title} »',
    declined: '{name} a décliné « {title} »',
  },
  es: {
    invited: 'Invitación: {title}',
    updated: 'Invitación actualizada: {title}',
    cancelled: 'Cancelado: {title}',
    invitedBody: '{organiser} le invita a «{title}».',
    updatedBody: '{organiser} cambió la hora de «{title}».',
    cancelledBody: '{organiser} canceló «{title}»; ya no se le espera.',
    when: 'Cuándo: {time}',
    accepted: '{name} aceptó «{title}»',
    tentative: '{name} quizás asista a «{title}»',
    declined: '{name} rechazó «{title}»',
  },
  it: {
    invited: 'Invito: {title}',
    updated: 'Invito aggiornato: {title}',
    cancelled: 'Annullato: {title}',
    invitedBody: '{organiser} ti invita a «{title}».',
    updatedBody: '{organiser} ha cambiato l’orario di «{title}».',
    cancelledBody: '{organiser} ha annullato «{title}»; non sei più atteso.',
    when: 'Quando: {time}',
    accepted: '{name} ha accettato «{title}»',
    tentative: '{name} forse parteciperà a «{title}»',
    declined: '{name} ha rifiutato «{title}»',
  },
  nl: {
    invited: 'Uitnodiging: {title}',
    updated: 'Gewijzigde uitnodiging: {title}',
    cancelled: 'Geannuleerd: {title}',
    invitedBody: '{organiser} nodigt u uit voor "{title}".',
    updatedBody: '{organiser} heeft de tijd van "{title}" gewijzigd.',
    cancelledBody: '{organiser} heeft "{title}" geannuleerd; u wordt niet meer verwacht.',
    when: 'Wanneer: {time}',
    accepted: '{name} heeft "{title}" geaccepteerd',
    tentative: '{name} komt misschien naar "{title}"',
    declined: '{name} heeft "{title}" afgewezen',
  },
  pl: {
    invited: 'Zaproszenie: {title}',
    updated: 'Zmienione zaproszenie: {title}',
    cancelled: 'Odwołane: {title}',
    invitedBody: '{organiser} zaprasza Cię na „{title}”.',
    updatedBody: '{organiser} zmienił(a) termin „{title}”.',
    cancelledBody: '{organiser} odwołał(a) „{title}”; nie jesteś już oczekiwany(-a).',
    when: 'Kiedy: {time}',
    accepted: '{name} przyjmuje „{title}”',
    tentative: '{name} być może weźmie udział w „{title}”',
    declined: '{name} odrzuca „{title}”',
  },
  pt: PT,
  'pt-BR': PT,
  ru: {
    invited: 'Приглашение: {title}',
    updated: 'Приглашение изменено: {title}',
    cancelled: 'Отменено: {title}',
    invitedBody: '{organiser} приглашает вас на «{title}».',
    updatedBody: '{organiser} изменил(а) время «{title}».',
    cancelledBody: '{organiser} отменил(а) «{title}»; вас больше не ждут.',
    when: 'Когда: {time}',
    accepted: '{name} принял(а) «{title}»',
    tentative: '{name}, возможно, придёт на «{title}»',
    declined: '{name} отклонил(а) «{title}»',
  },
  th: {
    invited: 'คำเชิญ: {title}',
    updated: 'คำเชิญที่เปลี่ยนแปลง: {title}',
    cancelled: 'ยกเลิกแล้ว: {title}',
    invitedBody: '{organiser} เชิญคุณเข้าร่วม "{title}"',
    updatedBody: '{organiser} เปลี่ยนเวลาของ "{title}"',
    cancelledBody: '{organiser} ยกเลิก "{title}" แล้ว',
    when: 'เวลา: {time}',
    accepted: '{name} ตอบรับ "{title}"',
    tentative: '{name} อาจเข้าร่วม "{title}"',
    declined: '{name} ปฏิเสธ "{title}"',
  },
};

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Why an invitation e-mail goes: a new invitation, a changed time, or a cancellation. */
export type InvitationMailKind = 'invited' | 'updated' | 'cancelled';

/** The start and end as the recipient reads them, with the zone named. */
export function invitationTime(language: string, zone: string, start: number, end: number): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language || 'en', { ...options, timeZone: zone });
  const day = format({ dateStyle: 'full' });
  const clock = format({ timeStyle: 'short' });
  const sameDay = day.format(start) === day.format(end);
  const until = sameDay ? clock.format(end) : `${day.format(end)} ${clock.format(end)}`;
  return `${day.format(start)} ${clock.format(start)} – ${until} (${zone})`;
}

/** The e-mail's subject and text in a language ('' or unknown: English). */
export function invitationMailText(
  language: string,
  kind: InvitationMailKind,
  values: { title: string; organiser: string; time: string },
): { subject: string; text: string } {
  const texts = TEXTS[language as Language] ?? EN;
  const body = texts[`${kind}Body`];
  return {
    subject: fill(texts[kind], values),
    text: `${fill(body, values)}\n\n${fill(texts.when, values)}\n`,
  };
}

/** The organiser's notice of an invited user's answer. */
export function invitationAnswerText(
  language: string,
  answer: InviteeAnswer,
  values: { name: string; title: string },
): string {
  return fill((TEXTS[language as Language] ?? EN)[answer], values);
}
