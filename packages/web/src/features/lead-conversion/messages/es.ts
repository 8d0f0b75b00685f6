import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in es. */
const leadConversionEs: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Convertir',
  'leadConversion.title': 'Convertir candidato',
  'leadConversion.account': 'Cuenta',
  'leadConversion.accountNew': 'Crear cuenta nueva',
  'leadConversion.accountExisting': 'Elegir cuenta existente',
  'leadConversion.accountName': 'Nombre de la cuenta',
  'leadConversion.accountPick': 'Buscar cuentas',
  'leadConversion.contact': 'Contacto',
  'leadConversion.contactNew': 'Crear contacto nuevo: {{name}}',
  'leadConversion.contactExisting': 'Elegir contacto existente',
  'leadConversion.contactPick': 'Buscar contactos',
  'leadConversion.opportunity': 'Oportunidad',
  'leadConversion.opportunityNew': 'Crear oportunidad nueva',
  'leadConversion.opportunityNone': 'No crear una oportunidad',
  'leadConversion.opportunityName': 'Nombre de la oportunidad',
  'leadConversion.owner': 'Propietario del registro',
  'leadConversion.matches':
    'Ya existe en Vela con el mismo nombre o correo; elíjalo para evitar un duplicado.',
  'leadConversion.submit': 'Convertir',
  'leadConversion.convertedTitle': 'Su candidato se ha convertido',
  'leadConversion.convertedTag': 'Convertido',
  'leadConversion.failed': 'No se pudo convertir el candidato.',
  'leadConversion.pickRecord': 'Elija primero un registro.',
  'leadConversion.close': 'Cerrar',
  'leadConversion.newQuote': 'Nuevo presupuesto',
  'leadConversion.quoteCreated': 'Presupuesto «{{name}}» creado.',
  'leadConversion.sync': 'Sincronizar con la oportunidad',
  'leadConversion.synced':
    'La oportunidad muestra ahora las líneas y el total de este presupuesto ({{amount}}).',
  'leadConversion.syncing': 'Sincronizando',
  'leadConversion.createOrder': 'Crear pedido',
  'leadConversion.orderCreated': 'Pedido {{number}} creado.',
  'leadConversion.actionFailed': 'No ha funcionado.',
};

export default leadConversionEs;
