import type { RecordCleanupMessages } from './en.js';

const recordCleanupEs: RecordCleanupMessages = {
  'recycle.title': 'Papelera',
  'recycle.intro':
    'Los registros eliminados permanecen aquí {{days}} días y luego se eliminan definitivamente.',
  'recycle.object': 'Objeto',
  'recycle.allObjects': 'Todos los objetos',
  'recycle.search': 'Buscar en la papelera',
  'recycle.name': 'Nombre',
  'recycle.deletedBy': 'Eliminado por',
  'recycle.deletedAt': 'Eliminado el',
  'recycle.daysLeft': 'Días restantes',
  'recycle.selectRow': 'Seleccionar {{name}}',
  'recycle.restore': 'Restaurar',
  'recycle.deleteForGood': 'Eliminar definitivamente',
  'recycle.deleteForGoodConfirm': '¿Eliminar definitivamente {{count}} registros? No se puede deshacer.',
  'recycle.restored': '{{count}} registros restaurados.',
  'recycle.purged': '{{count}} registros eliminados definitivamente.',
  'recycle.failed': 'No se pudieron procesar {{count}} registros: {{reasons}}',
  'recycle.empty': 'La papelera está vacía. Los registros que elimine aparecerán aquí durante {{days}} días.',
  'recycle.notYours': 'Solo quien puede eliminar este registro puede restaurarlo',
  'merge.duplicatesTitle': 'Duplicados de {{name}}',
  'merge.groupsTitle': 'Duplicados: {{object}}',
  'merge.checkTitle': 'Comprobación de duplicados',
  'merge.checkIntro':
    'Elija un objeto para ver los registros que sus reglas de duplicados relacionan entre sí.',
  'merge.rule': 'Coincide por',
  'merge.createdOn': 'Creado el',
  'merge.noDuplicates': 'Las reglas de duplicados no encontraron duplicados.',
  'merge.pickHint': 'Elija 2 o 3 registros para combinar.',
  'merge.mergeSelected': 'Combinar selección',
  'merge.group': 'Grupo {{number}} ({{rule}})',
  'merge.title': 'Combinar {{object}}',
  'merge.intro':
    'Elija el registro que se conserva y, campo por campo, el valor que permanece. Los demás van a la papelera y sus registros relacionados pasan al conservado.',
  'merge.field': 'Campo',
  'merge.keep': 'Conservar este registro',
  'merge.master': 'Registro que se conserva',
  'merge.readOnly': 'solo lectura para usted',
  'merge.valueOf': '{{field}} de {{name}}',
  'merge.emptyValue': '(vacío)',
  'merge.confirm': 'Combinar',
  'merge.confirmText': '¿Combinar {{count}} registros en «{{name}}»? Los demás van a la papelera.',
  'merge.done': 'Combinado en {{name}}; {{moved}} registros relacionados movidos.',
  'merge.badSelection': 'Abra esta página con 2 o 3 registros de un mismo objeto para combinarlos.',
};

export default recordCleanupEs;
