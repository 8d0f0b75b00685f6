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
};

export default specialObjectsEs;
