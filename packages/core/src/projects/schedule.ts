/**
 * Project scheduling (issue 22, Gantt): finish-to-start dependencies between
 * project tasks, moving a task with its dependants, cycles refused with the
 * loop they would make, and the critical path. Dates are whole days
 * ('YYYY-MM-DD'); a task lasts from its start day through its end day.
 */

export interface ScheduledTask {
  id: string;
  start: string;
  end: string;
}

/** Finish-to-start: the successor starts after the predecessor ends. */
export interface TaskDependency {
  predecessorId: string;
  successorId: string;
}

const DAY = 86_400_000;

/** 'YYYY-MM-DD' as a day number (days since 1970-01-01); null when not a real date. */
export function dayNumber(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const value = Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value)) return null;
  const day = value / DAY;
  return dayText(day) === text.slice(0, 10) ? day : null;
}

export function dayText(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Days a task covers, at least one (a task without an end lasts its start day). */
export function durationDays(task: ScheduledTask): number {
  const start = dayNumber(task.start);
  const end = dayNumber(task.end);
  if (start === null || end === null || end < start) return 1;
  return end - start + 1;
}

function successorsOf(dependencies: readonly TaskDependency[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const link of dependencies) {
    const list = map.get(link.predecessorId) ?? [];
    list.push(link.successorId);
    map.set(link.predecessorId, list);
  }
  return map;
}

/**
 * The loop adding `link` would close, as task ids from the successor back to
 * it (a self-link is a loop of one), or null when the link keeps the graph acyclic.
 */
export function cycleOf(dependencies: readonly TaskDependency[], link: TaskDependency): string[] | null {
  if (link.predecessorId === link.successorId) return [link.predecessorId];
  const next = successorsOf(dependencies);
  // A path successor → … → predecessor plus the new link is the loop.
  const cameFrom = new Map<string, string>();
  const queue = [link.successorId];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const at = queue.shift() as string;
    if (at === link.predecessorId) {
      const path = [at];
      let step = at;
      while (step !== link.successorId) {
        step = cameFrom.get(step) as string;
        path.unshift(step);
      }
      return path;
    }
    for (const to of next.get(at) ?? [])
      if (!seen.has(to)) {
        seen.add(to);
        cameFrom.set(to, at);
        queue.push(to);
      }
  }
  return null;
}

export type DependencyProblem = 'self' | 'unknownTask' | 'duplicate' | 'cycle';

/** English reasons; the web has them in every language under projects.problem.* */
export const DEPENDENCY_MESSAGES: Record<DependencyProblem, string> = {
  self: 'A task cannot depend on itself',
  unknownTask: 'Both tasks must belong to this project',
  duplicate: 'These tasks are already linked',
  cycle: 'This link would make a loop: {path}',
};

/** What is wrong with adding `link`, with the loop's task ids when it closes one; null when it may be added. */
export function checkDependency(
  taskIds: ReadonlySet<string>,
  dependencies: readonly TaskDependency[],
  link: TaskDependency,
): { problem: DependencyProblem; loop: string[] } | null {
  if (link.predecessorId === link.successorId) return { problem: 'self', loop: [] };
  if (!taskIds.has(link.predecessorId) || !taskIds.has(link.successorId))
    return { problem: 'unknownTask', loop: [] };
  if (
    dependencies.some(
      (known) => known.predecessorId === link.predecessorId && known.successorId === link.successorId,
    )
  )
    return { problem: 'duplicate', loop: [] };
  const loop = cycleOf(dependencies, link);
  return loop ? { problem: 'cycle', loop: [...loop, loop[0] as string] } : null;
}

/** Task ids in an order where every predecessor comes before its successors (links in a loop are skipped). */
export function topologicalOrder(ids: readonly string[], dependencies: readonly TaskDependency[]): string[] {
  const known = new Set(ids);
  const incoming = new Map(ids.map((id) => [id, 0]));
  const links = dependencies.filter((link) => known.has(link.predecessorId) && known.has(link.successorId));
  for (const link of links) incoming.set(link.successorId, (incoming.get(link.successorId) ?? 0) + 1);
  const next = successorsOf(links);
  const ready = ids.filter((id) => incoming.get(id) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    const id = ready.shift() as string;
    order.push(id);
    for (const to of next.get(id) ?? []) {
      const left = (incoming.get(to) ?? 0) - 1;
      incoming.set(to, left);
      if (left === 0) ready.push(to);
    }
  }
  return order;
}

/**
 * Moves a task to start on `newStart` (keeping its length) and its dependants
 * with it: every task reachable through the links shifts by the same number
 * of days (so the gaps the planner left stay), and none starts before all of
 * its predecessors have ended. Answers only the tasks whose dates change.
 */
export function rescheduleTask(
  tasks: readonly ScheduledTask[],
  dependencies: readonly TaskDependency[],
  movedId: string,
  newStart: string,
): ScheduledTask[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const moved = byId.get(movedId);
  const target = dayNumber(newStart);
  const from = moved ? dayNumber(moved.start) : null;
  if (!moved || target === null || from === null) return [];
  const delta = target - from;
  const next = successorsOf(dependencies);
  const reachable = new Set<string>();
  const stack = [movedId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    for (const to of next.get(id) ?? [])
      if (!reachable.has(to) && to !== movedId) {
        reachable.add(to);
        stack.push(to);
      }
  }
  const placed = new Map<string, { start: number; end: number }>();
  const spanOf = (id: string) => {
    const known = placed.get(id);
    if (known) return known;
    const task = byId.get(id);
    const start = task ? dayNumber(task.start) : null;
    if (!task || start === null) return null;
    return { start, end: start + durationDays(task) - 1 };
  };
  placed.set(movedId, { start: target, end: target + durationDays(moved) - 1 });
  const predecessors = new Map<string, string[]>();
  for (const link of dependencies) {
    const list = predecessors.get(link.successorId) ?? [];
    list.push(link.predecessorId);
    predecessors.set(link.successorId, list);
  }
  for (const id of topologicalOrder([...byId.keys()], dependencies)) {
    if (!reachable.has(id)) continue;
    const span = spanOf(id);
    const task = byId.get(id);
    if (!span || !task) continue;
    let start = span.start + delta;
    for (const before of predecessors.get(id) ?? []) {
      const other = spanOf(before);
      if (other && other.end + 1 > start) start = other.end + 1;
    }
    placed.set(id, { start, end: start + durationDays(task) - 1 });
  }
  const changed: ScheduledTask[] = [];
  for (const [id, span] of placed) {
    const task = byId.get(id) as ScheduledTask;
    const start = dayText(span.start);
    const end = dayText(span.end);
    if (start !== task.start.slice(0, 10) || end !== task.end.slice(0, 10)) changed.push({ id, start, end });
  }
  return changed;
}

/**
 * The critical path, as the longest (driving) path: from the task(s) ending
 * last, back through each task's predecessors that end latest, since those
 * are the ones that decide when it can start. Gaps the planner left between
 * linked tasks (a weekend) are not slack here: moving a task moves its
 * dependants by the same days (rescheduleTask), so a delay on this chain
 * delays the project's end.
 */
export function criticalTaskIds(
  tasks: readonly ScheduledTask[],
  dependencies: readonly TaskDependency[],
): Set<string> {
  const ends = new Map<string, number>();
  for (const task of tasks) {
    const start = dayNumber(task.start);
    if (start !== null) ends.set(task.id, start + durationDays(task) - 1);
  }
  const critical = new Set<string>();
  if (ends.size === 0) return critical;
  const finish = Math.max(...ends.values());
  const predecessors = new Map<string, string[]>();
  for (const link of dependencies) {
    if (!ends.has(link.predecessorId) || !ends.has(link.successorId)) continue;
    const list = predecessors.get(link.successorId) ?? [];
    list.push(link.predecessorId);
    predecessors.set(link.successorId, list);
  }
  const stack = [...ends].filter(([, end]) => end === finish).map(([id]) => id);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (critical.has(id)) continue;
    critical.add(id);
    const before = predecessors.get(id) ?? [];
    if (before.length === 0) continue;
    const latest = Math.max(...before.map((other) => ends.get(other) as number));
    for (const other of before) if (ends.get(other) === latest) stack.push(other);
  }
  return critical;
}
