/** A group of a report's answer as far as its place in the reading order goes. */
interface KeyedGroup {
  by: readonly number[];
  keys: ReadonlyArray<string | null>;
}

/**
 * A summary report's groups in reading order: each group of the first grouping, then the groups
 * inside it, down to the leaves (the grand total is not among them). The screen and the export
 * both lay summary rows out this way.
 */
export function groupsInReadingOrder<Group extends KeyedGroup>(groups: readonly Group[]): Group[] {
  const ordered: Group[] = [];
  const childrenOf = (parent: Group | null, level: number) =>
    groups.filter(
      (group) =>
        group.by.length === level &&
        group.by.every((index) => index < level) &&
        (parent === null ||
          parent.keys.every((key, index) => index >= level - 1 || key === group.keys[index])),
    );
  const walk = (parent: Group | null, level: number) => {
    for (const group of childrenOf(parent, level)) {
      ordered.push(group);
      walk(group, level + 1);
    }
  };
  walk(null, 1);
  return ordered;
}
