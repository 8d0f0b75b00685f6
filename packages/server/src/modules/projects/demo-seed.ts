import { PROJECT_OBJECT_API, PROJECT_TASK_OBJECT_API } from '@vela/core';
import { activeUsersOfOrg, DEMO_ORG_ID } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';
import { recordsDb } from '../records/index.js';
import { addDependencyRow, writeBaseline } from './plan-store.js';
import { column, dayOf, text } from './project-records.js';

/**
 * The projects' part of the demo org: the demo project's tasks (seeded with
 * the records) linked in their planned order, finish-to-start, and the plan
 * kept as the baseline, so the Gantt opens with links and a critical path; and
 * four weeks of the demo people's mood check-ins.
 */
export const projectsDemoSeeder: Seeder = {
  name: 'projects: task links and the baseline of the demo project',
  async seed({ database, now }) {
    const snapshot = await currentMetadata(database);
    const project = snapshot.byApi.get(PROJECT_OBJECT_API);
    const task = snapshot.byApi.get(PROJECT_TASK_OBJECT_API.toLowerCase());
    if (!project || !task) return;
    const projects = await recordsDb(database)
      .selectFrom(project.tableName)
      .select(['id'])
      .where('is_deleted', '=', 0)
      .execute();
    for (const { id } of projects) {
      const projectId = text(id);
      const rows = await recordsDb(database)
        .selectFrom(task.tableName)
        .selectAll()
        .where('is_deleted', '=', 0)
        .where(column(task, 'project_name'), '=', projectId)
        .orderBy(column(task, 'start_date'))
        .orderBy('id')
        .execute();
      const tasks = rows.map((row) => ({
        id: text(row.id),
        start: dayOf(row[column(task, 'start_date')]),
        end: dayOf(row[column(task, 'end_date')]),
      }));
      // Each task waits for the one before it that has ended by its start: a chain with a parallel branch.
      for (const [index, current] of tasks.entries()) {
        const before = tasks
          .slice(0, index)
          .filter((other) => other.end < current.start)
          .at(-1);
        if (before)
          await addDependencyRow(
            database,
            DEMO_ORG_ID,
            projectId,
            { predecessorId: before.id, successorId: current.id },
            now,
          );
      }
      await writeBaseline(database, DEMO_ORG_ID, projectId, tasks, now);
    }
    // Four weeks of mood check-ins by the demo people, so a team lead's trend has a line to show.
    const people = await activeUsersOfOrg(database, DEMO_ORG_ID);
    const rows = [];
    for (const [personIndex, person] of people.entries())
      for (let back = 1; back <= 28; back++) {
        if ((back + personIndex) % 6 === 0) continue;
        const day = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
        const score = 3 + ((back * 7 + personIndex * 3) % 5 > 2 ? 1 : 0) - (back % 9 === 0 ? 1 : 0);
        rows.push({
          user_id: person.id,
          org_id: DEMO_ORG_ID,
          day,
          score,
          note: '',
          updated_at: now.toISOString(),
        });
      }
    for (let at = 0; at < rows.length; at += 200)
      await database.db
        .insertInto('project_mood')
        .values(rows.slice(at, at + 200))
        .execute();
  },
};
