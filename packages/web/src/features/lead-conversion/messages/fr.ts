import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in fr. */
const leadConversionFr: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Convertir',
  'leadConversion.title': 'Convertir la piste',
  'leadConversion.account': 'Compte',
  'leadConversion.accountNew': 'Créer un nouveau compte',
  'leadConversion.accountExisting': 'Choisir un compte existant',
  'leadConversion.accountName': 'Nom du compte',
  'leadConversion.accountPick': 'Rechercher des comptes',
  'leadConversion.contact': 'Contact',
  'leadConversion.contactNew': 'Créer un nouveau contact : {{name}}',
  'leadConversion.contactExisting': 'Choisir un contact existant',
  'leadConversion.contactPick': 'Rechercher des contacts',
  'leadConversion.opportunity': 'Opportunité',
  'leadConversion.opportunityNew': 'Créer une nouvelle opportunité',
  'leadConversion.opportunityNone': 'Ne pas créer d’opportunité',
  'leadConversion.opportunityName': 'Nom de l’opportunité',
  'leadConversion.owner': 'Propriétaire de l’enregistrement',
  'leadConversion.matches':
    'Déjà dans Vela avec le même nom ou e-mail ; choisissez-le pour éviter un doublon.',
  'leadConversion.submit': 'Convertir',
  'leadConversion.convertedTitle': 'Votre piste a été convertie',
  'leadConversion.convertedTag': 'Convertie',
  'leadConversion.failed': 'La piste n’a pas pu être convertie.',
  'leadConversion.pickRecord': 'Choisissez d’abord un enregistrement.',
  'leadConversion.close': 'Fermer',
  'leadConversion.newQuote': 'Nouveau devis',
  'leadConversion.quoteCreated': 'Devis « {{name}} » créé.',
  'leadConversion.sync': 'Synchroniser avec l’opportunité',
  'leadConversion.synced': 'L’opportunité affiche désormais les lignes et le total de ce devis ({{amount}}).',
  'leadConversion.syncing': 'Synchronisé',
  'leadConversion.createOrder': 'Créer une commande',
  'leadConversion.orderCreated': 'Commande {{number}} créée.',
  'leadConversion.actionFailed': 'Cela n’a pas fonctionné.',
};

export default leadConversionFr;
