import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in ru. */
const leadConversionRu: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Преобразовать',
  'leadConversion.title': 'Преобразование интереса',
  'leadConversion.account': 'Организация',
  'leadConversion.accountNew': 'Создать новую организацию',
  'leadConversion.accountExisting': 'Выбрать существующую организацию',
  'leadConversion.accountName': 'Название организации',
  'leadConversion.accountPick': 'Искать организации',
  'leadConversion.contact': 'Контакт',
  'leadConversion.contactNew': 'Создать новый контакт: {{name}}',
  'leadConversion.contactExisting': 'Выбрать существующий контакт',
  'leadConversion.contactPick': 'Искать контакты',
  'leadConversion.opportunity': 'Сделка',
  'leadConversion.opportunityNew': 'Создать новую сделку',
  'leadConversion.opportunityNone': 'Не создавать сделку',
  'leadConversion.opportunityName': 'Название сделки',
  'leadConversion.owner': 'Ответственный',
  'leadConversion.matches':
    'Уже есть в Vela с тем же названием или e-mail; выберите её, чтобы избежать дубликата.',
  'leadConversion.submit': 'Преобразовать',
  'leadConversion.convertedTitle': 'Интерес преобразован',
  'leadConversion.convertedTag': 'Преобразован',
  'leadConversion.failed': 'Не удалось преобразовать интерес.',
  'leadConversion.pickRecord': 'Сначала выберите запись.',
  'leadConversion.close': 'Закрыть',
  'leadConversion.newQuote': 'Новое предложение',
  'leadConversion.quoteCreated': 'Предложение «{{name}}» создано.',
  'leadConversion.sync': 'Синхронизировать со сделкой',
  'leadConversion.synced': 'Сделка теперь показывает позиции и сумму этого предложения ({{amount}}).',
  'leadConversion.syncing': 'Синхронизируется',
  'leadConversion.createOrder': 'Создать заказ',
  'leadConversion.orderCreated': 'Заказ {{number}} создан.',
  'leadConversion.actionFailed': 'Не получилось.',
};

export default leadConversionRu;
