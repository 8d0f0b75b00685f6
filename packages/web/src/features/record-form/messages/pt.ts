import type { SpecialObjectsMessages } from './en.js';

const specialObjectsPt: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} deve ser maior que 0 e no máximo 24 horas',
  'specialObjects.serviceResource.user':
    'Um recurso de equipa representa uma equipa de serviço: escolha a equipa',
  'specialObjects.serviceResource.group':
    'Este recurso representa um utilizador, não uma equipa: escolha o utilizador',
  'specialObjects.activity.notAPerson': 'O nome deve ser um contacto ou um lead',
  'specialObjects.activity.leadRelated':
    'Uma atividade de um lead não pode estar relacionada com outro registo',
  'specialObjects.workRule.unknownAttribute': 'Escolha um atributo do recurso na lista',
  'specialObjects.workRule.operatorNotAllowed': 'Este operador não se aplica ao atributo escolhido',
  'specialObjects.workRule.valueRequired': 'Introduza um valor para o atributo escolhido',
  'specialObjects.workRule.notANumber': 'Introduza um número',
  'specialObjects.workRule.notADate': 'Introduza uma data',
  'specialObjects.workRule.notACheckbox': 'Escolha verdadeiro ou falso',
  'specialObjects.qualification': 'Escolha o campo de qualificação na lista',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Introduzido {{total}}, esperado {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Linhas afetadas: {{count}}.',
};

export default specialObjectsPt;
