import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in pt. */
const leadConversionPt: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Converter',
  'leadConversion.title': 'Converter lead',
  'leadConversion.account': 'Conta',
  'leadConversion.accountNew': 'Criar nova conta',
  'leadConversion.accountExisting': 'Escolher conta existente',
  'leadConversion.accountName': 'Nome da conta',
  'leadConversion.accountPick': 'Pesquisar contas',
  'leadConversion.contact': 'Contacto',
  'leadConversion.contactNew': 'Criar novo contacto: {{name}}',
  'leadConversion.contactExisting': 'Escolher contacto existente',
  'leadConversion.contactPick': 'Pesquisar contactos',
  'leadConversion.opportunity': 'Oportunidade',
  'leadConversion.opportunityNew': 'Criar nova oportunidade',
  'leadConversion.opportunityNone': 'Não criar uma oportunidade',
  'leadConversion.opportunityName': 'Nome da oportunidade',
  'leadConversion.owner': 'Proprietário do registo',
  'leadConversion.matches':
    'Já existe no Vela com o mesmo nome ou e-mail; escolha-o para evitar um duplicado.',
  'leadConversion.submit': 'Converter',
  'leadConversion.convertedTitle': 'O seu lead foi convertido',
  'leadConversion.convertedTag': 'Convertido',
  'leadConversion.failed': 'Não foi possível converter o lead.',
  'leadConversion.pickRecord': 'Escolha primeiro um registo.',
  'leadConversion.close': 'Fechar',
  'leadConversion.newQuote': 'Nova proposta',
  'leadConversion.quoteCreated': 'Proposta «{{name}}» criada.',
  'leadConversion.sync': 'Sincronizar com a oportunidade',
  'leadConversion.synced': 'A oportunidade mostra agora as linhas e o total desta proposta ({{amount}}).',
  'leadConversion.syncing': 'Em sincronização',
  'leadConversion.createOrder': 'Criar encomenda',
  'leadConversion.orderCreated': 'Encomenda {{number}} criada.',
  'leadConversion.actionFailed': 'Não resultou.',
};

export default leadConversionPt;
