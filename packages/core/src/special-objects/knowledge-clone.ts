/**
 * Cloning a knowledge article (spec 2 §4 "Saving", S2-B-058, S2-B-059): the
 * clone is saved through `/knowledgeArticleOperate/asDraftEdit` as a new
 * draft version of the article, then the form goes to the draft's detail.
 */
export const KNOWLEDGE_ARTICLE_API = 'velakarticle';
export const KNOWLEDGE_DRAFT_STATUS = 'Draft';

export function isKnowledgeArticle(objectApi: string): boolean {
  return objectApi.toLowerCase() === KNOWLEDGE_ARTICLE_API;
}

/** True when a save of this form goes through the clone call instead of `/objectInfo/save`. */
export function savesAsKnowledgeDraft(objectApi: string, mode: string): boolean {
  return isKnowledgeArticle(objectApi) && mode === 'COPY';
}

/**
 * The draft's values: what the form holds, never an id or article number of
 * its own, status Draft, and the master article it is a version of (the
 * source's master, or the source itself).
 */
export function knowledgeDraftValues(
  formValues: Readonly<Record<string, unknown>>,
  source: { id: string; knowledge_article?: unknown },
): Record<string, unknown> {
  const { id: _id, article_number: _number, ...rest } = formValues;
  const master =
    typeof source.knowledge_article === 'string' && source.knowledge_article
      ? source.knowledge_article
      : source.id;
  return { ...rest, publish_status: KNOWLEDGE_DRAFT_STATUS, knowledge_article: master };
}
