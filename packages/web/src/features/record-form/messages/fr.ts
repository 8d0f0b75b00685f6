import type { SpecialObjectsMessages } from './en.js';

const specialObjectsFr: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} doit être supérieur à 0 et au plus 24 heures',
  'specialObjects.serviceResource.user':
    'Une ressource équipe représente une équipe de service : choisissez l’équipe',
  'specialObjects.serviceResource.group':
    'Cette ressource représente un utilisateur, pas une équipe : choisissez l’utilisateur',
  'specialObjects.activity.notAPerson': 'Le nom doit être un contact ou une piste',
  'specialObjects.activity.leadRelated':
    'Une activité pour une piste ne peut pas être liée à un autre enregistrement',
  'specialObjects.workRule.unknownAttribute': 'Choisissez un attribut de ressource dans la liste',
  'specialObjects.workRule.operatorNotAllowed': 'Cet opérateur ne s’applique pas à l’attribut choisi',
  'specialObjects.workRule.valueRequired': 'Saisissez une valeur pour l’attribut choisi',
  'specialObjects.workRule.notANumber': 'Saisissez un nombre',
  'specialObjects.workRule.notADate': 'Saisissez une date',
  'specialObjects.workRule.notACheckbox': 'Choisissez vrai ou faux',
  'specialObjects.qualification': 'Choisissez le champ de qualification dans la liste',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Saisi {{total}}, attendu {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Lignes concernées : {{count}}.',
};

export default specialObjectsFr;
