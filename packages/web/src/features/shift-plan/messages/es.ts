import type { ShiftPlanMessages } from './en.js';

const shiftPlanEs: ShiftPlanMessages = {
  'shiftPlan.title': 'Plan de turnos',
  'shiftPlan.previousWeek': 'Semana anterior',
  'shiftPlan.nextWeek': 'Semana siguiente',
  'shiftPlan.today': 'Hoy',
  'shiftPlan.refresh': 'Actualizar',
  'shiftPlan.new': 'Nuevo turno',
  'shiftPlan.hint':
    'Haga clic en una celda vacía para añadir un turno, haga clic en un turno para abrirlo y arrastre un turno a otro día u otro recurso para moverlo.',
  'shiftPlan.gridLabel': 'Turnos por recurso de servicio y día',
  'shiftPlan.resource': 'Recurso de servicio',
  'shiftPlan.unassigned': 'Sin recurso',
  'shiftPlan.noResources': 'Todavía no hay recursos de servicio activos.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Añadir un turno para {{resource}} el {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Provisional',
  'shiftPlan.status.Confirmed': 'Confirmado',
  'shiftPlan.status.Published': 'Publicado',
  'shiftPlan.created': 'Turno «{{name}}» creado',
  'shiftPlan.moved': 'Turno «{{name}}» movido',
  'shiftPlan.refused': '«{{name}}» no se ha movido: {{reason}}',
  'shiftPlan.notSaved': 'el servidor no guardó el cambio',
};

export default shiftPlanEs;
