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
} as const;

export type TagsMessages = Record<keyof typeof tagsEn, string>;
export default tagsEn;
