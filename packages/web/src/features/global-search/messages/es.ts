import type { GlobalSearchMessages } from './en.js';

const globalSearchEs: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Resultados de «{{keyword}}»',
  'globalSearch.scope': 'Buscar en',
  'globalSearch.allObjects': 'Todos los objetos',
  'globalSearch.nothing': 'No se encontró nada para «{{keyword}}»',
  'globalSearch.nothingHint': 'Revise la ortografía, escriba menos palabras o busque en todos los objetos.',
  'globalSearch.typeSomething':
    'Escriba un nombre, un correo o un teléfono en el cuadro de búsqueda de arriba.',
  'globalSearch.corrected': 'También se buscó: {{words}}',
  'globalSearch.showMore': 'Más {{objects}}: buscar solo aquí',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} mostrados',
  'globalSearch.failed': 'No se pudo realizar la búsqueda.',
  'globalSearch.seeAll': 'Ver todos los resultados de «{{keyword}}»',
  'globalSearch.preparing':
    'La búsqueda por palabras clave aún se está preparando; los resultados solo coinciden con el inicio del nombre',
};

export default globalSearchEs;
