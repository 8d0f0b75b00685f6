import type { ShiftPlanMessages } from './en.js';

const shiftPlanPt: ShiftPlanMessages = {
  'shiftPlan.title': 'Plano de turnos',
  'shiftPlan.previousWeek': 'Semana anterior',
  'shiftPlan.nextWeek': 'Semana seguinte',
  'shiftPlan.today': 'Hoje',
  'shiftPlan.refresh': 'Atualizar',
  'shiftPlan.new': 'Novo turno',
  'shiftPlan.hint':
    'Clique numa célula vazia para adicionar um turno, clique num turno para o abrir, arraste um turno para outro dia ou recurso para o mover.',
  'shiftPlan.gridLabel': 'Turnos por recurso de serviço e dia',
  'shiftPlan.resource': 'Recurso de serviço',
  'shiftPlan.unassigned': 'Sem recurso',
  'shiftPlan.noResources': 'Ainda não há recursos de serviço ativos.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Adicionar um turno para {{resource}} em {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Provisório',
  'shiftPlan.status.Confirmed': 'Confirmado',
  'shiftPlan.status.Published': 'Publicado',
  'shiftPlan.created': 'Turno "{{name}}" criado',
  'shiftPlan.moved': 'Turno "{{name}}" movido',
  'shiftPlan.refused': '"{{name}}" não foi movido: {{reason}}',
  'shiftPlan.notSaved': 'o servidor não guardou a alteração',
};

export default shiftPlanPt;
