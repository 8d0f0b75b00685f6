import { type Language, SUPPORTED_LANGUAGES } from '../languages/index.js';
import { isMailAddress } from './mail-rules.js';

/**
 * Mass e-mail (issue 23): which of a list view's contacts or leads receive one, at what pace, and the
 * words of the unsubscribe link and page, in the recipient's language.
 */

/** The objects a mass e-mail goes to: people with an address. */
export const MASS_MAIL_OBJECTS = ['Contact', 'Lead'] as const;
/** The checkbox saying a person wants no mass e-mail; the unsubscribe link sets it. */
export const EMAIL_OPT_OUT_FIELD = 'hasoptedoutofemail';
/** The field holding the address a mass e-mail goes to. */
export const MASS_MAIL_ADDRESS_FIELD = 'email';
/** Fields a record may keep its person's language in (a text or picklist holding a language code). */
export const RECIPIENT_LANGUAGE_FIELDS = ['language', 'preferredlanguage', 'languagepreference'] as const;

export const MASS_MAIL_LIMITS = {
  /** One send reaches at most this many records of a list. */
  recipients: 10_000,
  /** The pace when none is chosen: what a shared outgoing server usually allows. */
  defaultPerMinute: 60,
  perMinute: 600,
} as const;

export function isMassMailObject(objectApi: string): boolean {
  return MASS_MAIL_OBJECTS.some((api) => api.toLowerCase() === objectApi.toLowerCase());
}

export type MassMailSkip = 'optedOut' | 'noAddress';

/** Why a record gets no mass e-mail (opted out, or no usable address), or null when it gets one. */
export function massMailSkip(record: { address: unknown; optedOut: unknown }): MassMailSkip | null {
  const { optedOut } = record;
  if (optedOut === true || optedOut === 1 || optedOut === '1' || optedOut === 'true') return 'optedOut';
  if (typeof record.address !== 'string' || !isMailAddress(record.address.trim())) return 'noAddress';
  return null;
}

/** A language tag as one of the 16 languages (its exact tag, else its base language), or ''. */
export function supportedLanguageOf(value: unknown): Language | '' {
  if (typeof value !== 'string') return '';
  const tag = value.trim();
  const all = SUPPORTED_LANGUAGES as readonly string[];
  const exact = all.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact as Language;
  const base = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (all.find((language) => language === base) as Language | undefined) ?? '';
}

export interface UnsubscribeWords {
  /** The page the link opens: a question and a button (the link's words), so following the link changes nothing. */
  confirm: string;
  confirmText: string;
  /** The confirmation page's title and text. */
  done: string;
  doneText: string;
  /** The page a broken or altered link shows. */
  bad: string;
  badText: string;
  /** The line every mass e-mail ends with, and its link's words. */
  footer: string;
  link: string;
}

const EN: UnsubscribeWords = {
  confirm: 'Unsubscribe from these e-mails?',
  confirmText: 'Press the button to receive no more of these e-mails.',
  done: 'You are unsubscribed',
  doneText: 'You will receive no more of these e-mails.',
  bad: 'This unsubscribe link is not valid',
  badText:
    'The link is incomplete or was changed. Open the whole link from the e-mail, or reply to the e-mail and ask to be removed.',
  footer: 'You receive this e-mail as one of our contacts.',
  link: 'Unsubscribe',
};
const PT_BR: UnsubscribeWords = {
  confirm: 'Cancelar a inscrição destes e-mails?',
  confirmText: 'Clique no botão para não receber mais estes e-mails.',
  done: 'Inscrição cancelada',
  doneText: 'Você não receberá mais estes e-mails.',
  bad: 'Este link de cancelamento não é válido',
  badText:
    'O link está incompleto ou foi alterado. Abra o link completo do e-mail ou responda ao e-mail pedindo a remoção.',
  footer: 'Você recebe este e-mail como um de nossos contatos.',
  link: 'Cancelar inscrição',
};

const WORDS: Record<Language, UnsubscribeWords> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': {
    confirm: '退订这些邮件？',
    confirmText: '点击下方按钮后，您将不会再收到此类邮件。',
    done: '您已退订',
    doneText: '您将不会再收到此类邮件。',
    bad: '此退订链接无效',
    badText: '链接不完整或已被修改。请打开邮件中的完整链接，或回复邮件要求退订。',
    footer: '您作为我们的联系人收到此邮件。',
    link: '退订',
  },
  'zh-TW': {
    confirm: '取消訂閱這些郵件？',
    confirmText: '按下方按鈕後，您將不會再收到此類郵件。',
    done: '您已取消訂閱',
    doneText: '您將不會再收到此類郵件。',
    bad: '此取消訂閱連結無效',
    badText: '連結不完整或已被修改。請開啟郵件中的完整連結，或回覆郵件要求取消訂閱。',
    footer: '您以我們聯絡人的身分收到此郵件。',
    link: '取消訂閱',
  },
  ja: {
    confirm: 'このメールの配信を停止しますか？',
    confirmText: '下のボタンを押すと、今後このメールは届かなくなります。',
    done: '配信を停止しました',
    doneText: '今後このメールは届きません。',
    bad: 'この配信停止リンクは無効です',
    badText:
      'リンクが不完全か、変更されています。メール内のリンク全体を開くか、メールに返信して配信停止をご依頼ください。',
    footer: 'このメールは当社の連絡先の皆様にお送りしています。',
    link: '配信停止',
  },
  ko: {
    confirm: '이 이메일의 수신을 거부하시겠습니까?',
    confirmText: '아래 버튼을 누르면 앞으로 이 이메일을 받지 않습니다.',
    done: '수신 거부되었습니다',
    doneText: '앞으로 이 이메일을 받지 않습니다.',
    bad: '이 수신 거부 링크는 유효하지 않습니다',
    badText:
      '링크가 불완전하거나 변경되었습니다. 이메일의 전체 링크를 열거나 이메일에 회신하여 수신 거부를 요청하세요.',
    footer: '귀하는 저희 연락처로서 이 이메일을 받고 있습니다.',
    link: '수신 거부',
  },
  de: {
    confirm: 'Von diesen E-Mails abmelden?',
    confirmText: 'Klicken Sie auf die Schaltfläche, um keine weiteren dieser E-Mails zu erhalten.',
    done: 'Sie sind abgemeldet',
    doneText: 'Sie erhalten keine weiteren dieser E-Mails.',
    bad: 'Dieser Abmeldelink ist ungültig',
    badText:
      'Der Link ist unvollständig oder wurde verändert. Öffnen Sie den vollständigen Link aus der E-Mail, oder antworten Sie auf die E-Mail und bitten Sie um Abmeldung.',
    footer: 'Sie erhalten diese E-Mail als einer unserer Kontakte.',
    link: 'Abmelden',
  },
  fr: {
    confirm: 'Se désinscrire de ces e-mails ?',
    confirmText: 'Appuyez sur le bouton pour ne plus recevoir ces e-mails.',
    done: 'Vous êtes désinscrit',
    doneText: 'Vous ne recevrez plus ces e-mails.',
    bad: 'Ce lien de désinscription n’est pas valide',
    badText:
      'Le lien est incomplet ou a été modifié. Ouvrez le lien complet de l’e-mail, ou répondez à l’e-mail pour demander votre retrait.',
    footer: 'Vous recevez cet e-mail en tant que contact.',
    link: 'Se désinscrire',
  },
  es: {
    confirm: '¿Darse de baja de estos correos?',
    confirmText: 'Pulse el botón para no recibir más correos de este tipo.',
    done: 'Se ha dado de baja',
    doneText: 'No recibirá más correos de este tipo.',
    bad: 'Este enlace de baja no es válido',
    badText:
      'El enlace está incompleto o fue modificado. Abra el enlace completo del correo, o responda al correo y pida la baja.',
    footer: 'Recibe este correo como uno de nuestros contactos.',
    link: 'Darse de baja',
  },
  it: {
    confirm: 'Annullare l’iscrizione a queste e-mail?',
    confirmText: 'Prema il pulsante per non ricevere più queste e-mail.',
    done: 'Disiscrizione completata',
    doneText: 'Non riceverà più queste e-mail.',
    bad: 'Questo link di disiscrizione non è valido',
    badText:
      'Il link è incompleto o è stato modificato. Apra il link completo dell’e-mail, oppure risponda all’e-mail chiedendo la cancellazione.',
    footer: 'Riceve questa e-mail come nostro contatto.',
    link: 'Annulla iscrizione',
  },
  nl: {
    confirm: 'Afmelden voor deze e-mails?',
    confirmText: 'Klik op de knop om deze e-mails niet meer te ontvangen.',
    done: 'U bent afgemeld',
    doneText: 'U ontvangt deze e-mails niet meer.',
    bad: 'Deze afmeldlink is niet geldig',
    badText:
      'De link is onvolledig of gewijzigd. Open de volledige link uit de e-mail, of beantwoord de e-mail met het verzoek u af te melden.',
    footer: 'U ontvangt deze e-mail als een van onze contacten.',
    link: 'Afmelden',
  },
  pl: {
    confirm: 'Wypisać się z tych wiadomości?',
    confirmText: 'Naciśnij przycisk, aby nie otrzymywać więcej tych wiadomości.',
    done: 'Wypisano Cię',
    doneText: 'Nie otrzymasz więcej tych wiadomości.',
    bad: 'Ten link wypisania jest nieprawidłowy',
    badText:
      'Link jest niepełny lub został zmieniony. Otwórz pełny link z wiadomości albo odpowiedz na nią z prośbą o wypisanie.',
    footer: 'Otrzymujesz tę wiadomość jako jeden z naszych kontaktów.',
    link: 'Wypisz się',
  },
  pt: {
    confirm: 'Cancelar a subscrição destes e-mails?',
    confirmText: 'Prima o botão para não voltar a receber estes e-mails.',
    done: 'Subscrição cancelada',
    doneText: 'Não voltará a receber estes e-mails.',
    bad: 'Esta ligação para cancelar não é válida',
    badText:
      'A ligação está incompleta ou foi alterada. Abra a ligação completa do e-mail ou responda ao e-mail a pedir a remoção.',
    footer: 'Recebe este e-mail como um dos nossos contactos.',
    link: 'Cancelar subscrição',
  },
  'pt-BR': PT_BR,
  ru: {
    confirm: 'Отписаться от этих писем?',
    confirmText: 'Нажмите кнопку, чтобы больше не получать эти письма.',
    done: 'Вы отписались',
    doneText: 'Вы больше не будете получать эти письма.',
    bad: 'Эта ссылка для отписки недействительна',
    badText:
      'Ссылка неполная или была изменена. Откройте полную ссылку из письма или ответьте на письмо с просьбой отписать вас.',
    footer: 'Вы получили это письмо как один из наших контактов.',
    link: 'Отписаться',
  },
  th: {
    confirm: 'ยกเลิกการรับอีเมลเหล่านี้หรือไม่',
    confirmText: 'กดปุ่มด้านล่างเพื่อหยุดรับอีเมลประเภทนี้',
    done: 'ยกเลิกการรับข่าวสารแล้ว',
    doneText: 'คุณจะไม่ได้รับอีเมลประเภทนี้อีก',
    bad: 'ลิงก์ยกเลิกการรับนี้ไม่ถูกต้อง',
    badText: 'ลิงก์ไม่ครบถ้วนหรือถูกแก้ไข กรุณาเปิดลิงก์ทั้งหมดจากอีเมล หรือตอบกลับอีเมลเพื่อขอยกเลิก',
    footer: 'คุณได้รับอีเมลนี้ในฐานะผู้ติดต่อของเรา',
    link: 'ยกเลิกการรับ',
  },
};

/** The unsubscribe words in a language (its base language, else English). */
export function unsubscribeWords(language: string): UnsubscribeWords {
  const supported = supportedLanguageOf(language);
  return supported ? WORDS[supported] : EN;
}
