/** Request bodies of the list-view calls: declared once, in core's contracts (issue 17). */
export {
  criterionSchema,
  exportSchema,
  FILTER_OPERATORS,
  fieldMemorySchema,
  kanbanSchema,
  listQuestionSchema,
  massDeleteSchema,
  massOwnerSchema,
  massUpdateSchema,
  pageSchema,
  renameViewSchema,
  resetMemorySchema,
  saveViewSchema,
  shareViewSchema,
  viewIdSchema,
  viewListSchema,
} from '@vela/core';
