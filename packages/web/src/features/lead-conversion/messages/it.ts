import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in it. */
const leadConversionIt: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Converti',
  'leadConversion.title': 'Converti lead',
  'leadConversion.account': 'Account',
  'leadConversion.accountNew': 'Crea nuovo account',
  'leadConversion.accountExisting': 'Scegli account esistente',
  'leadConversion.accountName': 'Nome account',
  'leadConversion.accountPick': 'Cerca account',
  'leadConversion.contact': 'Contatto',
  'leadConversion.contactNew': 'Crea nuovo contatto: {{name}}',
  'leadConversion.contactExisting': 'Scegli contatto esistente',
  'leadConversion.contactPick': 'Cerca contatti',
  'leadConversion.opportunity': 'Opportunità',
  'leadConversion.opportunityNew': 'Crea nuova opportunità',
  'leadConversion.opportunityNone': "Non creare un'opportunità",
  'leadConversion.opportunityName': 'Nome opportunità',
  'leadConversion.owner': 'Proprietario del record',
  'leadConversion.matches':
    'Già presente in Vela con lo stesso nome o e-mail; sceglilo per evitare un duplicato.',
  'leadConversion.submit': 'Converti',
  'leadConversion.convertedTitle': 'Il lead è stato convertito',
  'leadConversion.convertedTag': 'Convertito',
  'leadConversion.failed': 'Impossibile convertire il lead.',
  'leadConversion.pickRecord': 'Scegli prima un record.',
  'leadConversion.close': 'Chiudi',
  'leadConversion.newQuote': 'Nuovo preventivo',
  'leadConversion.quoteCreated': 'Preventivo "{{name}}" creato.',
  'leadConversion.sync': "Sincronizza con l'opportunità",
  'leadConversion.synced': "L'opportunità ora mostra le righe e il totale di questo preventivo ({{amount}}).",
  'leadConversion.syncing': 'In sincronizzazione',
  'leadConversion.createOrder': 'Crea ordine',
  'leadConversion.orderCreated': 'Ordine {{number}} creato.',
  'leadConversion.actionFailed': 'Non ha funzionato.',
};

export default leadConversionIt;
