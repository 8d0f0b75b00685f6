import type { GlobalSearchMessages } from './en.js';

const globalSearchPt: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Resultados para «{{keyword}}»',
  'globalSearch.scope': 'Pesquisar em',
  'globalSearch.allObjects': 'Todos os objetos',
  'globalSearch.nothing': 'Nada encontrado para «{{keyword}}»',
  'globalSearch.nothingHint':
    'Verifique a ortografia, escreva menos palavras ou pesquise em todos os objetos.',
  'globalSearch.typeSomething': 'Escreva um nome, e-mail ou telefone na caixa de pesquisa no topo.',
  'globalSearch.corrected': 'Também pesquisado: {{words}}',
  'globalSearch.showMore': 'Mais {{objects}}: pesquisar só aqui',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} mostrados',
  'globalSearch.failed': 'Não foi possível fazer a pesquisa.',
  'globalSearch.seeAll': 'Ver todos os resultados de «{{keyword}}»',
  'globalSearch.preparing':
    'A pesquisa por palavra-chave ainda está a ser preparada; os resultados correspondem apenas ao início do nome',
};

export default globalSearchPt;
