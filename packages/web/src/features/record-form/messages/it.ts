import type { SpecialObjectsMessages } from './en.js';

const specialObjectsIt: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} deve essere maggiore di 0 e al massimo 24 ore',
  'specialObjects.serviceResource.user':
    'Una risorsa squadra rappresenta una squadra di assistenza: scegli la squadra',
  'specialObjects.serviceResource.group':
    'Questa risorsa rappresenta un utente, non una squadra: scegli l’utente',
  'specialObjects.activity.notAPerson': 'Il nome deve essere un contatto o un lead',
  'specialObjects.activity.leadRelated': 'Un’attività per un lead non può essere collegata a un altro record',
  'specialObjects.workRule.unknownAttribute': 'Scegli un attributo della risorsa dall’elenco',
  'specialObjects.workRule.operatorNotAllowed': 'Questo operatore non si applica all’attributo scelto',
  'specialObjects.workRule.valueRequired': 'Inserisci un valore per l’attributo scelto',
  'specialObjects.workRule.notANumber': 'Inserisci un numero',
  'specialObjects.workRule.notADate': 'Inserisci una data',
  'specialObjects.workRule.notACheckbox': 'Scegli vero o falso',
  'specialObjects.qualification': 'Scegli il campo di qualifica dall’elenco',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Inserito {{total}}, previsto {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Righe interessate: {{count}}.',
};

export default specialObjectsIt;
