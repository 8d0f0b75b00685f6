/** The tags' messages in English: the source every other language follows. */
const tagsEn = {
  'tags.title': 'Tags',
  'tags.add': 'Add tag',
  'tags.name': 'Tag name',
  'tags.remove': 'Remove tag {{name}}',
  'tags.none': 'No tags',
  'tags.pick': 'Pick a tag to see the records that carry it.',
  'tags.emptyOrg': 'No tags yet. Open a record and add a tag from its page.',
  'tags.noRecords': 'No record you may open carries this tag.',
  'tags.recordsOf': 'Records tagged “{{name}}”',
  'tags.addFailed': 'The tag could not be added.',
  'tags.removeFailed': 'The tag could not be removed.',
  'tags.allTags': 'All tags',
  'tags.rename': 'Rename',
  'tags.renameTitle': 'Rename tag “{{name}}”',
  'tags.renamed': 'Tag renamed to “{{name}}”.',
  'tags.renameFailed': 'The tag could not be renamed.',
  'tags.delete': 'Delete',
  'tags.deleteTitle': 'Delete tag “{{name}}”?',
  'tags.deleteConfirm': 'The tag is taken off every record that carries it. This cannot be undone.',
  'tags.deleted': 'Tag “{{name}}” deleted.',
  'tags.nameRequired': 'Enter a name for the tag.',
} as const;

export type TagsMessages = Record<keyof typeof tagsEn, string>;
export default tagsEn;
