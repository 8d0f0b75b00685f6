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
  'recordForm.conflict.refused': '{{name}} alterou este registo depois de o abrir; nada foi guardado.',
  'recordForm.conflict.title': 'Outra pessoa alterou este registo',
  'recordForm.conflict.who':
    '{{name}} guardou este registo às {{time}}, depois de o abrir. Nada do que alterou foi guardado ainda.',
  'recordForm.conflict.someone': 'Alguém',
  'recordForm.conflict.hint':
    'Marque os campos em que o seu valor deve substituir o da outra pessoa e guarde. Recarregar descarta as suas alterações e mostra o registo como está agora.',
  'recordForm.conflict.noOverlap':
    'O registo já tem os seus valores. Guarde para terminar ou recarregue para ver as outras alterações.',
  'recordForm.conflict.field': 'Campo',
  'recordForm.conflict.theirs': 'Valor da outra pessoa',
  'recordForm.conflict.mine': 'O seu valor',
  'recordForm.conflict.keep': 'Manter o meu',
  'recordForm.conflict.keepField': 'Manter o seu valor de {{field}}',
  'recordForm.conflict.changedByThem': 'Alterado pela outra pessoa',
  'recordForm.conflict.reload': 'Recarregar (usar o da outra pessoa)',
  'recordForm.conflict.keepMine': 'Guardar os valores marcados',
  'recordForm.conflict.empty': '(vazio)',
  'recordForm.useAssignmentRule': 'Usar regra de atribuição',
};

export default specialObjectsPt;
