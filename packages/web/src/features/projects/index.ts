/** Projects and the Gantt (issue 22): projects home, a project's page with its Gantt, my project tasks. */

export { default as MoodPage } from './MoodPage.js';
export { default as ProjectPage } from './ProjectPage.js';
export { default as ProjectsHomePage } from './ProjectsHomePage.js';
export { default as ProjectTasksPage } from './ProjectTasksPage.js';
