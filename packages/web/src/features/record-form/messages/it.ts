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
  'recordForm.conflict.refused':
    '{{name}} ha modificato questo record dopo che lo hai aperto; non è stato salvato nulla.',
  'recordForm.conflict.title': 'Qualcun altro ha modificato questo record',
  'recordForm.conflict.who':
    '{{name}} ha salvato questo record alle {{time}}, dopo che lo hai aperto. Nulla delle tue modifiche è ancora salvato.',
  'recordForm.conflict.someone': 'Qualcuno',
  'recordForm.conflict.hint':
    'Seleziona i campi in cui il tuo valore deve sostituire il suo, poi salva. Ricarica scarta le tue modifiche e mostra il record com’è ora.',
  'recordForm.conflict.noOverlap':
    'Il record contiene già i tuoi valori. Salva per finire o ricarica per vedere le altre modifiche.',
  'recordForm.conflict.field': 'Campo',
  'recordForm.conflict.theirs': 'Il suo valore',
  'recordForm.conflict.mine': 'Il tuo valore',
  'recordForm.conflict.keep': 'Mantieni il mio',
  'recordForm.conflict.keepField': 'Mantieni il tuo valore di {{field}}',
  'recordForm.conflict.changedByThem': 'Modificato dall’altro',
  'recordForm.conflict.reload': 'Ricarica (prendi il suo)',
  'recordForm.conflict.keepMine': 'Salva i valori selezionati',
  'recordForm.conflict.empty': '(vuoto)',
  'recordForm.useAssignmentRule': 'Usa regola di assegnazione',
};

export default specialObjectsIt;
