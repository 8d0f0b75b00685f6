import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import itLocale from '@fullcalendar/core/locales/it';
import jaLocale from '@fullcalendar/core/locales/ja';
import koLocale from '@fullcalendar/core/locales/ko';
import nlLocale from '@fullcalendar/core/locales/nl';
import plLocale from '@fullcalendar/core/locales/pl';
import ptLocale from '@fullcalendar/core/locales/pt';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import ruLocale from '@fullcalendar/core/locales/ru';
import thLocale from '@fullcalendar/core/locales/th';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';

/** FullCalendar's own translations of its buttons and headings, for the 15 languages besides English. */
export const CALENDAR_LOCALES = [
  deLocale,
  enGbLocale,
  esLocale,
  frLocale,
  itLocale,
  jaLocale,
  koLocale,
  nlLocale,
  plLocale,
  ptLocale,
  ptBrLocale,
  ruLocale,
  thLocale,
  zhCnLocale,
  zhTwLocale,
];
