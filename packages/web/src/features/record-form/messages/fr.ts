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
  'recordForm.conflict.refused':
    '{{name}} a modifié cet enregistrement après que vous l’avez ouvert ; rien n’a été enregistré.',
  'recordForm.conflict.title': 'Quelqu’un d’autre a modifié cet enregistrement',
  'recordForm.conflict.who':
    '{{name}} a enregistré cet enregistrement à {{time}}, après que vous l’avez ouvert. Rien de vos modifications n’est encore enregistré.',
  'recordForm.conflict.someone': 'Quelqu’un',
  'recordForm.conflict.hint':
    'Cochez les champs où votre valeur doit remplacer la sienne, puis enregistrez. Recharger abandonne vos modifications et affiche l’enregistrement tel qu’il est maintenant.',
  'recordForm.conflict.noOverlap':
    'L’enregistrement contient déjà vos valeurs. Enregistrez pour terminer, ou rechargez pour voir ses autres modifications.',
  'recordForm.conflict.field': 'Champ',
  'recordForm.conflict.theirs': 'Sa valeur',
  'recordForm.conflict.mine': 'Votre valeur',
  'recordForm.conflict.keep': 'Garder la mienne',
  'recordForm.conflict.keepField': 'Garder votre valeur de {{field}}',
  'recordForm.conflict.changedByThem': 'Modifié par l’autre',
  'recordForm.conflict.reload': 'Recharger (prendre la sienne)',
  'recordForm.conflict.keepMine': 'Enregistrer les valeurs cochées',
  'recordForm.conflict.empty': '(vide)',
  'recordForm.useAssignmentRule': 'Utiliser la règle d’attribution',
};

export default specialObjectsFr;
