import { dependentPicklists } from './demo-field-values.js';
import type { DemoRandom } from './demo-random.js';
import type { DemoOwner, DemoRecordWriter } from './demo-record-writer.js';
import type { DemoAccount, DemoSales } from './demo-sales-records.js';

/**
 * The demo org's service and planning data: cases (type → reason pairs the
 * dependent picklist allows), knowledge articles, this week's events and
 * tasks, and a project with milestones and tasks.
 */
const CASE_SUBJECTS = [
  'Cannot sign in after the update',
  'Invoice shows the wrong tax rate',
  'Scanner does not pair with the tablet',
  'How do I export a report to Excel?',
  'Request: bulk edit for contacts',
  'Dashboard loads slowly in the morning',
  'Integration with our ERP fails at night',
  'Where is the user guide for field service?',
] as const;

const ARTICLES = [
  ['Resetting a password', 'How-to'],
  ['Pairing a barcode scanner', 'Troubleshooting'],
  ['Which taxes apply to hardware?', 'FAQ'],
  ['Exporting reports to Excel', 'How-to'],
  ['When the dashboard loads slowly', 'Troubleshooting'],
  ['Setting up the partner portal', 'How-to'],
  ['What is included in premier support?', 'FAQ'],
  ['Importing contacts from a CSV file', 'How-to'],
] as const;

export async function seedDemoService(
  writer: DemoRecordWriter,
  random: DemoRandom,
  sales: DemoSales,
): Promise<void> {
  const caseObject = writer.snapshot.byApi.get('velacase');
  const reasons = caseObject ? dependentPicklists(writer.snapshot, caseObject).get('reason') : undefined;
  const types = Object.keys(reasons?.mapping ?? {});
  for (let index = 0; index < 40; index++) {
    const account = sales.accounts[(index * 3) % sales.accounts.length] as DemoAccount;
    const contact = account.contacts[index % account.contacts.length];
    const type = types.length > 0 ? random.pick(types) : null;
    const allowed = type ? (reasons?.mapping[type] ?? []) : [];
    const status = random.pick(['New', 'New', 'Working', 'Escalated', 'Closed', 'Closed']);
    await writer.save('velacase', index % 4 === 3 ? 'maria' : account.owner === 'pat' ? 'pat' : 'sam', {
      subject: `${random.pick(CASE_SUBJECTS)} (${account.name.split(' ')[0]})`,
      accountid: account.id,
      contactid: contact?.id ?? null,
      type,
      reason: allowed.length > 0 ? random.pick(allowed) : null,
      status,
      priority: random.pick(['High', 'Medium', 'Medium', 'Low']),
      origin: random.pick(['Phone', 'E-mail', 'Web', 'Chat']),
      suppliedemail: contact?.email ?? null,
      description: 'Reported by the customer; see the activity history for details.',
    });
  }

  for (const [title, kind] of ARTICLES) {
    await writer.save('velaKArticle', 'maria', {
      title,
      new_article_type: kind,
      publish_status: random.chance(0.75) ? 'Published' : 'Draft',
      summary: `${kind}: ${title.toLowerCase()}.`,
      body: `<h2>${title}</h2><p>Follow these steps, and contact support if the problem remains.</p>`,
    });
  }
  await seedThisWeek(writer, random, sales);
}

/** Meetings and to-dos from Monday to Friday of the current week, so the calendar is not empty. */
async function seedThisWeek(writer: DemoRecordWriter, random: DemoRandom, sales: DemoSales): Promise<void> {
  const weekday = (writer.now.getUTCDay() + 6) % 7;
  const owners: DemoOwner[] = ['sam', 'maria', 'admin', 'sam', 'pat'];
  for (let index = 0; index < 15; index++) {
    const day = (index % 5) - weekday;
    const hour = 8 + ((index * 3) % 9);
    const deal = sales.opportunities[index * 3];
    const account = sales.accounts.find((candidate) => candidate.id === deal?.accountId);
    const owner = owners[index % owners.length] as DemoOwner;
    await writer.save('Event', owner, {
      subject: `${random.pick(['Call with', 'Demo for', 'Review with', 'Lunch with'])} ${account?.name ?? 'a customer'}`,
      begintime: writer.at(day, hour),
      endtime: writer.at(day, hour + 1),
      isalldayevent: false,
      location: random.pick(['Video call', 'Customer office', 'Our office', 'Phone']),
      whoid: account?.contacts[0]?.id ?? null,
      relateid: deal?.id ?? null,
      belongtoid: writer.users[owner].userId,
    });
  }
  for (let index = 0; index < 15; index++) {
    const account = sales.accounts[(index * 5) % sales.accounts.length] as DemoAccount;
    const owner = owners[(index + 1) % owners.length] as DemoOwner;
    await writer.save('Task', owner, {
      subject: random.pick([
        'Send the proposal',
        'Follow up on the quote',
        'Log the call',
        'Prepare the demo',
      ]),
      tasktype: index % 3 === 0 ? 'logcall' : 'task',
      duedate: writer.day((index % 5) - weekday),
      status: random.pick(['Not started', 'In progress', 'Completed']),
      priority: random.pick(['High', 'Normal', 'Normal', 'Low']),
      whoid: account.contacts[1]?.id ?? null,
      relateid: account.id,
      belongtoid: writer.users[owner].userId,
      description: `For ${account.name}.`,
    });
  }
}

/** One customer project: four milestones in a row, two tasks each, one of them with a sub-task. */
export async function seedDemoProject(writer: DemoRecordWriter, sales: DemoSales): Promise<void> {
  const account = sales.accounts[0] as DemoAccount;
  const manager = writer.users.maria.userId;
  const projectId = await writer.save('project', 'maria', {
    name: `${account.name.split(' ')[0]} console rollout`,
    accountid: account.id,
    principal: manager,
    status: 'In progress',
    start_date: writer.day(-30),
    end_date: writer.day(90),
    daily_working_hours: 8,
    budget: 180_000,
    description: 'Roll the service console out to three regional teams.',
  });
  const phases = [
    ['Discovery', ['Interview the regional teams', 'Write the rollout plan']],
    ['Configuration', ['Set up objects and layouts', 'Migrate the customer data']],
    ['Pilot', ['Train the pilot team', 'Collect pilot feedback']],
    ['Go-live', ['Switch all teams over', 'Hand over to support']],
  ] as const;
  for (const [index, [phase, tasks]] of phases.entries()) {
    const start = -30 + index * 30;
    const milestoneId = await writer.save('velaMilestone', 'maria', {
      name: phase,
      project_name: projectId,
      start_date: writer.day(start),
      end_date: writer.day(start + 29),
      sequence_of_milestones: index + 1,
      status: start + 29 < 0 ? 'Reached' : 'Open',
    });
    let previous: string | null = null;
    for (const [taskIndex, task] of tasks.entries()) {
      const taskStart = start + taskIndex * 14;
      previous = await writer.save('velaSubtask', taskIndex === 0 ? 'maria' : 'sam', {
        name: task,
        project_name: projectId,
        milestone: milestoneId,
        their_task: index === 1 && taskIndex === 1 ? previous : null,
        principal: taskIndex === 0 ? manager : writer.users.sam.userId,
        start_date: writer.day(taskStart),
        end_date: writer.day(taskStart + 13),
        working_hours_billing: 8,
        sequence_of_tasks: taskIndex + 1,
        status: taskStart + 13 < 0 ? 'Completed' : taskStart <= 0 ? 'In progress' : 'Not started',
      });
    }
  }
}
