import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in nl. */
const leadConversionNl: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Converteren',
  'leadConversion.title': 'Lead converteren',
  'leadConversion.account': 'Account',
  'leadConversion.accountNew': 'Nieuw account maken',
  'leadConversion.accountExisting': 'Bestaand account kiezen',
  'leadConversion.accountName': 'Accountnaam',
  'leadConversion.accountPick': 'Accounts zoeken',
  'leadConversion.contact': 'Contactpersoon',
  'leadConversion.contactNew': 'Nieuwe contactpersoon maken: {{name}}',
  'leadConversion.contactExisting': 'Bestaande contactpersoon kiezen',
  'leadConversion.contactPick': 'Contactpersonen zoeken',
  'leadConversion.opportunity': 'Verkoopkans',
  'leadConversion.opportunityNew': 'Nieuwe verkoopkans maken',
  'leadConversion.opportunityNone': 'Geen verkoopkans maken',
  'leadConversion.opportunityName': 'Naam verkoopkans',
  'leadConversion.owner': 'Eigenaar van de record',
  'leadConversion.matches':
    'Staat al in Vela met dezelfde naam of e-mail; kies deze om een dubbel te voorkomen.',
  'leadConversion.submit': 'Converteren',
  'leadConversion.convertedTitle': 'Uw lead is geconverteerd',
  'leadConversion.convertedTag': 'Geconverteerd',
  'leadConversion.failed': 'De lead kon niet worden geconverteerd.',
  'leadConversion.pickRecord': 'Kies eerst een record.',
  'leadConversion.close': 'Sluiten',
  'leadConversion.newQuote': 'Nieuwe offerte',
  'leadConversion.quoteCreated': 'Offerte ‘{{name}}’ gemaakt.',
  'leadConversion.sync': 'Synchroniseren met verkoopkans',
  'leadConversion.synced': 'De verkoopkans toont nu de regels en het totaal van deze offerte ({{amount}}).',
  'leadConversion.syncing': 'Synchroniseert',
  'leadConversion.createOrder': 'Order maken',
  'leadConversion.orderCreated': 'Order {{number}} gemaakt.',
  'leadConversion.actionFailed': 'Dat is niet gelukt.',
};

export default leadConversionNl;
