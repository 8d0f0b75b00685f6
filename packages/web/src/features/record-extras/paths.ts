/** Where the record page's extras live. */
export function hierarchyPath(recordId: string): string {
  return `/commonObjects/customer?id=${encodeURIComponent(recordId)}`;
}

/** add-relevant-obj/{prefix}/{objectApi}/{relevantObjectLevel}: relevantObjectLevel is the lookup that points at the parent. */
export function addRelatedPath(
  list: { prefix: string; objectApi: string; fieldApi: string; labelName: string },
  parent: { id: string; name: string },
): string {
  const query = new URLSearchParams({ recordId: parent.id, parentName: parent.name, label: list.labelName });
  return `/add-relevant-obj/${encodeURIComponent(list.prefix)}/${encodeURIComponent(list.objectApi)}/${encodeURIComponent(list.fieldApi)}?${query}`;
}
