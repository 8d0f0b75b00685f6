import type { Language } from '../languages/index.js';

/**
 * The words Vela puts around an e-mail it writes without a template (issue 20): an approval alert's,
 * a flow's and an approval notice's greeting, the line that carries the link, and the subject when the
 * administrator gave none, in the recipient's language (the 16 of the screens). What the administrator
 * wrote (a flow's message and subject, an alert's subject) goes as written. An address read from a
 * record has no language of its own: it gets English.
 */
interface MailWords {
  /** {name}: the recipient's name. */
  greeting: string;
  /** When the recipient is only an address. */
  greetingNoName: string;
  /** {link}: the record's page. */
  openRecord: string;
  /** {link}: the approval in the approval center. */
  openApproval: string;
  /** {record}: an alert's subject when none was given. */
  about: string;
}

const EN: MailWords = {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  openRecord: 'Open it in Vela: {link}',
  openApproval: "Open it in Vela's approval center: {link}",
  about: 'About {record}',
};

const PT: MailWords = {
  greeting: 'Olá {name},',
  greetingNoName: 'Olá,',
  openRecord: 'Abrir no Vela: {link}',
  openApproval: 'Abrir no centro de aprovações do Vela: {link}',
  about: 'Sobre {record}',
};

const WORDS: Readonly<Record<Language, MailWords>> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': {
    greeting: '{name}，您好：',
    greetingNoName: '您好：',
    openRecord: '在 Vela 中打开：{link}',
    openApproval: '在 Vela 审批中心打开：{link}',
    about: '关于 {record}',
  },
  'zh-TW': {
    greeting: '{name}，您好：',
    greetingNoName: '您好：',
    openRecord: '在 Vela 中開啟：{link}',
    openApproval: '在 Vela 簽核中心開啟：{link}',
    about: '關於 {record}',
  },
  ja: {
    greeting: '{name} 様',
    greetingNoName: 'ご担当者様',
    openRecord: 'Vela で開く：{link}',
    openApproval: 'Vela の承認センターで開く：{link}',
    about: '{record} について',
  },
  ko: {
    greeting: '{name}님, 안녕하세요.',
    greetingNoName: '안녕하세요.',
    openRecord: 'Vela에서 열기: {link}',
    openApproval: 'Vela 승인 센터에서 열기: {link}',
    about: '{record} 관련',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    openRecord: 'In Vela öffnen: {link}',
    openApproval: 'Im Genehmigungscenter von Vela öffnen: {link}',
    about: 'Zu {record}',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    openRecord: 'Ouvrir dans Vela : {link}',
    openApproval: "Ouvrir dans le centre d'approbation de Vela : {link}",
    about: 'À propos de {record}',
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    openRecord: 'Abrir en Vela: {link}',
    openApproval: 'Abrir en el centro de aprobaciones de Vela: {link}',
    about: 'Sobre {record}',
  },
  it: {
    greeting: 'Ciao {name},',
    greetingNoName: 'Buongiorno,',
    openRecord: 'Apri in Vela: {link}',
    openApproval: 'Apri nel centro approvazioni di Vela: {link}',
    about: 'Riguardo a {record}',
  },
  nl: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    openRecord: 'Openen in Vela: {link}',
    openApproval: 'Openen in het goedkeuringscentrum van Vela: {link}',
    about: 'Over {record}',
  },
  pl: {
    greeting: 'Dzień dobry, {name},',
    greetingNoName: 'Dzień dobry,',
    openRecord: 'Otwórz w Vela: {link}',
    openApproval: 'Otwórz w centrum zatwierdzeń Vela: {link}',
    about: 'Dotyczy: {record}',
  },
  pt: PT,
  'pt-BR': PT,
  ru: {
    greeting: 'Здравствуйте, {name}!',
    greetingNoName: 'Здравствуйте!',
    openRecord: 'Открыть в Vela: {link}',
    openApproval: 'Открыть в центре согласований Vela: {link}',
    about: 'О записи {record}',
  },
  th: {
    greeting: 'เรียน {name}',
    greetingNoName: 'เรียน ผู้เกี่ยวข้อง',
    openRecord: 'เปิดใน Vela: {link}',
    openApproval: 'เปิดในศูนย์อนุมัติของ Vela: {link}',
    about: 'เกี่ยวกับ {record}',
  },
};

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The words in a language ('' or unknown: English). */
export function automationMailWords(language: string | null | undefined) {
  const words = WORDS[(language ?? '') as Language] ?? EN;
  return {
    greeting: (name: string) => (name ? fill(words.greeting, { name }) : words.greetingNoName),
    openRecord: (link: string) => fill(words.openRecord, { link }),
    openApproval: (link: string) => fill(words.openApproval, { link }),
    about: (record: string) => fill(words.about, { record }),
  };
}
