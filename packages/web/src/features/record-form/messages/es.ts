import type { SpecialObjectsMessages } from './en.js';

const specialObjectsEs: SpecialObjectsMessages = {
  'specialObjects.workingHours': '{{label}} debe ser mayor que 0 y como máximo 24 horas',
  'specialObjects.serviceResource.user':
    'Un recurso de cuadrilla representa una cuadrilla de servicio: elija la cuadrilla',
  'specialObjects.serviceResource.group':
    'Este recurso representa a un usuario, no una cuadrilla: elija el usuario',
  'specialObjects.activity.notAPerson': 'El nombre debe ser un contacto o un prospecto',
  'specialObjects.activity.leadRelated':
    'Una actividad de un prospecto no puede relacionarse con otro registro',
  'specialObjects.workRule.unknownAttribute': 'Elija un atributo de recurso de la lista',
  'specialObjects.workRule.operatorNotAllowed': 'Este operador no se aplica al atributo elegido',
  'specialObjects.workRule.valueRequired': 'Introduzca un valor para el atributo elegido',
  'specialObjects.workRule.notANumber': 'Introduzca un número',
  'specialObjects.workRule.notADate': 'Introduzca una fecha',
  'specialObjects.workRule.notACheckbox': 'Elija verdadero o falso',
  'specialObjects.qualification': 'Elija el campo de cualificación de la lista',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Introducido {{total}}, esperado {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Líneas afectadas: {{count}}.',
  'recordForm.conflict.refused':
    '{{name}} cambió este registro después de que lo abriera; no se guardó nada.',
  'recordForm.conflict.title': 'Otra persona cambió este registro',
  'recordForm.conflict.who':
    '{{name}} guardó este registro a las {{time}}, después de que lo abriera. Aún no se ha guardado nada suyo.',
  'recordForm.conflict.someone': 'Alguien',
  'recordForm.conflict.hint':
    'Marque los campos en los que su valor debe sustituir al suyo y guarde. Recargar descarta sus cambios y muestra el registro tal como está ahora.',
  'recordForm.conflict.noOverlap':
    'El registro ya contiene sus valores. Guarde para terminar o recargue para ver los demás cambios.',
  'recordForm.conflict.field': 'Campo',
  'recordForm.conflict.theirs': 'Su valor (de ellos)',
  'recordForm.conflict.mine': 'Su valor (suyo)',
  'recordForm.conflict.keep': 'Mantener el mío',
  'recordForm.conflict.keepField': 'Mantener su valor de {{field}}',
  'recordForm.conflict.changedByThem': 'Cambiado por ellos',
  'recordForm.conflict.reload': 'Recargar (tomar el suyo)',
  'recordForm.conflict.keepMine': 'Guardar los valores marcados',
  'recordForm.conflict.empty': '(vacío)',
  'recordForm.useAssignmentRule': 'Usar regla de asignación',
};

export default specialObjectsEs;
