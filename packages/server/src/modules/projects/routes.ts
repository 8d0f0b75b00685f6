import {
  addDependencyContract,
  getProjectPlanContract,
  moodCheckInContract,
  moodTodayContract,
  moodTrendContract,
  moveProjectTaskContract,
  myProjectTasksContract,
  projectsHomeContract,
  removeDependencyContract,
  saveBaselineContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { checkIn, moodToday, teamTrend } from './mood.js';
import { addDependency, moveProjectTask, removeDependency, saveBaseline } from './plan-actions.js';
import { myProjectTasks, projectPlan, projectsHome } from './read-plan.js';

/** Projects and the Gantt (issue 22): the home page, a project's plan, links, moves, baselines, my tasks. */
export function projectsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  api.post(projectsHomeContract.path, { schema: contractSchema(projectsHomeContract) }, async (request) =>
    okEnvelope(await projectsHome(context, userOf(request)), request.id),
  );
  api.post(getProjectPlanContract.path, { schema: contractSchema(getProjectPlanContract) }, async (request) =>
    okEnvelope(await projectPlan(context, userOf(request), request.body.body.projectId), request.id),
  );
  api.post(addDependencyContract.path, { schema: contractSchema(addDependencyContract) }, async (request) => {
    const { projectId, ...link } = request.body.body;
    return okEnvelope(
      { dependencies: await addDependency(context, userOf(request), projectId, link) },
      request.id,
    );
  });
  api.post(
    removeDependencyContract.path,
    { schema: contractSchema(removeDependencyContract) },
    async (request) => {
      const { projectId, ...link } = request.body.body;
      return okEnvelope(
        { dependencies: await removeDependency(context, userOf(request), projectId, link) },
        request.id,
      );
    },
  );
  api.post(
    moveProjectTaskContract.path,
    { schema: contractSchema(moveProjectTaskContract) },
    async (request) => {
      const { taskId, start } = request.body.body;
      return okEnvelope(await moveProjectTask(context, userOf(request), taskId, start), request.id);
    },
  );
  api.post(saveBaselineContract.path, { schema: contractSchema(saveBaselineContract) }, async (request) =>
    okEnvelope(await saveBaseline(context, userOf(request), request.body.body.projectId), request.id),
  );
  api.post(myProjectTasksContract.path, { schema: contractSchema(myProjectTasksContract) }, async (request) =>
    okEnvelope(
      { tasks: await myProjectTasks(context, userOf(request), request.body.body.includeCompleted) },
      request.id,
    ),
  );
  api.post(moodTodayContract.path, { schema: contractSchema(moodTodayContract) }, async (request) =>
    okEnvelope(await moodToday(context, userOf(request)), request.id),
  );
  api.post(moodCheckInContract.path, { schema: contractSchema(moodCheckInContract) }, async (request) => {
    const { score, note } = request.body.body;
    return okEnvelope(await checkIn(context, userOf(request), score, note), request.id);
  });
  api.post(moodTrendContract.path, { schema: contractSchema(moodTrendContract) }, async (request) =>
    okEnvelope(await teamTrend(context, userOf(request), request.body.body.days), request.id),
  );
}
