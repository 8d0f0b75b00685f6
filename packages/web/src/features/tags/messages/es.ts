import type { TagsMessages } from './en.js';

const tagsEs: TagsMessages = {
  'tags.title': 'Etiquetas',
  'tags.add': 'Añadir etiqueta',
  'tags.name': 'Nombre de la etiqueta',
  'tags.remove': 'Quitar la etiqueta {{name}}',
  'tags.none': 'Sin etiquetas',
  'tags.pick': 'Elija una etiqueta para ver los registros que la llevan.',
  'tags.emptyOrg': 'Aún no hay etiquetas. Abra un registro y añada una desde su página.',
  'tags.noRecords': 'Ningún registro que pueda abrir lleva esta etiqueta.',
  'tags.recordsOf': 'Registros con la etiqueta «{{name}}»',
  'tags.addFailed': 'No se pudo añadir la etiqueta.',
  'tags.removeFailed': 'No se pudo quitar la etiqueta.',
  'tags.allTags': 'Todas las etiquetas',
  'tags.rename': 'Cambiar nombre',
  'tags.renameTitle': 'Cambiar nombre de la etiqueta «{{name}}»',
  'tags.renamed': 'Etiqueta renombrada a «{{name}}».',
  'tags.renameFailed': 'No se pudo cambiar el nombre de la etiqueta.',
  'tags.delete': 'Eliminar',
  'tags.deleteTitle': '¿Eliminar la etiqueta «{{name}}»?',
  'tags.deleteConfirm': 'La etiqueta se quita de todos los registros que la llevan. No se puede deshacer.',
  'tags.deleted': 'Etiqueta «{{name}}» eliminada.',
  'tags.nameRequired': 'Escriba un nombre para la etiqueta.',
};

export default tagsEs;
