import type { GlobalSearchMessages } from './en.js';

const globalSearchRu: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Результаты по запросу «{{keyword}}»',
  'globalSearch.scope': 'Искать в',
  'globalSearch.allObjects': 'Все объекты',
  'globalSearch.nothing': 'По запросу «{{keyword}}» ничего не найдено',
  'globalSearch.nothingHint': 'Проверьте написание, введите меньше слов или ищите во всех объектах.',
  'globalSearch.typeSomething': 'Введите имя, e-mail или телефон в поле поиска вверху.',
  'globalSearch.corrected': 'Также искали: {{words}}',
  'globalSearch.showMore': 'Ещё {{objects}}: искать только здесь',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': 'Показано: {{count}}',
  'globalSearch.failed': 'Не удалось выполнить поиск.',
  'globalSearch.seeAll': 'Все результаты для «{{keyword}}»',
  'globalSearch.preparing':
    'Поиск по ключевым словам ещё готовится; результаты совпадают только с началом названия',
};

export default globalSearchRu;
