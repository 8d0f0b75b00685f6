import type { GlobalSearchMessages } from './en.js';

const globalSearchFr: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Résultats pour « {{keyword}} »',
  'globalSearch.scope': 'Rechercher dans',
  'globalSearch.allObjects': 'Tous les objets',
  'globalSearch.nothing': 'Aucun résultat pour « {{keyword}} »',
  'globalSearch.nothingHint': 'Vérifiez l’orthographe, tapez moins de mots ou cherchez dans tous les objets.',
  'globalSearch.typeSomething':
    'Saisissez un nom, un e-mail ou un numéro de téléphone dans la zone de recherche en haut.',
  'globalSearch.corrected': 'Recherche élargie à : {{words}}',
  'globalSearch.showMore': 'Plus de {{objects}} : chercher ici seulement',
  'globalSearch.matchedIn': '{{field}} : {{value}}',
  'globalSearch.groupCount': '{{count}} affichés',
  'globalSearch.failed': 'La recherche n’a pas pu être effectuée.',
  'globalSearch.seeAll': 'Voir tous les résultats pour « {{keyword}} »',
  'globalSearch.preparing':
    'La recherche par mot-clé est encore en préparation ; les résultats ne correspondent qu’au début du nom',
};

export default globalSearchFr;
