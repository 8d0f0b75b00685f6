import { automationMailWords, type FlowStep, fillFlowTemplate, normaliseAddress } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { publicLink, webPaths } from '../../public-link.js';
import { notifyPeople } from '../approvals/index.js';
import { findUsersByIds, loadUserInfo } from '../auth/index.js';
import {
  htmlToText,
  renderTemplateForAutomation,
  sendSystemNotice,
  TemplateGoneError,
} from '../mail/index.js';
import type { ModuleContext } from '../module.js';

/**
 * A flow's notify step (issue 20): the in-app notice to the user it names
 * and, when the step asks for it, an e-mail through the organisation's
 * outgoing server, from a template filled with the record in the
 * recipient's language or from the step's subject and message. It runs
 * inside the run's job: a server that is down fails the attempt, the run
 * shows the reason and the job is retried with the runner's back-off. What
 * is done is kept in the job's checkpoint, so a retry neither notifies nor
 * mails twice.
 */

type NotifyStep = Extract<FlowStep, { type: 'notify' }>;

/** A problem retrying cannot mend (a template deleted): the run fails at once. */
export class NotifyFailure extends Error {}

export interface NotifyScene {
  context: ModuleContext;
  orgId: string;
  runId: string;
  recordId: string;
  flowName: string;
  record: Record<string, unknown>;
  user: CurrentUser;
  /** What this step did on an earlier attempt of the same job, and how to remember more. */
  done: ReadonlySet<string>;
  remember: (key: string) => Promise<void>;
  /** Told when an in-app notice was written: the caller pushes the notices live once its batch ends. */
  noticeWritten: () => void;
}

interface Recipient {
  userId: string;
  name: string;
  address: string;
  language: string | undefined;
}

async function recipientOf(scene: NotifyScene, step: NotifyStep): Promise<Recipient | string> {
  if (step.recipient === 'addressField') {
    const raw = scene.record[step.addressField];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) return `skipped: the record has no ${step.addressField}`;
    return { userId: '', name: text, address: normaliseAddress(text), language: undefined };
  }
  const userId = step.recipient === 'user' ? step.userId : scene.record[step.userField];
  if (typeof userId !== 'string' || userId === '')
    return `skipped: the record has no ${step.recipient === 'user' ? 'user' : step.userField}`;
  const [person] = await findUsersByIds(scene.context.database, [userId]);
  if (!person?.isActive) return `skipped: ${userId} is no active user`;
  const language = (await loadUserInfo(scene.context.database, person.id))?.language;
  return { userId: person.id, name: person.name, address: person.email, language };
}

async function message(scene: NotifyScene, step: NotifyStep, recipient: Recipient, text: string) {
  const link = publicLink(scene.context.config, webPaths.record(scene.recordId));
  // The words around the flow's own text are the recipient's language's (an address in a field: English).
  const words = automationMailWords(recipient.language);
  if (!step.templateId) {
    const subject =
      fillFlowTemplate(step.subject, scene.record, scene.context.now()).trim() || scene.flowName;
    const greeting = words.greeting(recipient.userId ? recipient.name : '');
    return { subject, text: `${greeting}\n\n${text}\n\n${words.openRecord(link)}\n` };
  }
  try {
    const filled = await renderTemplateForAutomation(scene.context, {
      orgId: scene.orgId,
      templateId: step.templateId,
      recordId: scene.recordId,
      language: recipient.language,
      user: {
        Id: scene.user.userId,
        Email: scene.user.email,
        Name: scene.user.name,
        ProfileId: scene.user.profileId,
      },
    });
    const anchor = `<p><a href="${link.replaceAll('"', '&quot;')}">${link.replaceAll('<', '&lt;')}</a></p>`;
    return {
      subject: filled.subject || scene.flowName,
      html: `${filled.body}${anchor}`,
      text: `${htmlToText(filled.body)}\n\n${words.openRecord(link)}\n`,
    };
  } catch (error) {
    if (error instanceof TemplateGoneError) throw new NotifyFailure(error.message);
    throw error;
  }
}

/** Runs the step; answers what it did (a "skipped: …" answer when there is no one to tell). */
export async function runNotifyStep(scene: NotifyScene, step: NotifyStep): Promise<string> {
  const recipient = await recipientOf(scene, step);
  if (typeof recipient === 'string') return recipient;
  const now = scene.context.now();
  const text = fillFlowTemplate(step.message, scene.record, now);
  const said: string[] = [];
  if (recipient.userId) {
    if (!scene.done.has('notice')) {
      // The bell's notice: it opens the record and names the flow; the message as the flow wrote it.
      await notifyPeople(scene.context.database, scene.orgId, [recipient.userId], scene.recordId, text, now, {
        kind: 'flow',
        source: scene.flowName,
      });
      await scene.remember('notice');
      scene.noticeWritten();
    }
    said.push(`in-app notice to ${recipient.name}`);
  }
  if (step.sendEmail) {
    if (!recipient.address) said.push(`no e-mail: ${recipient.name} has no e-mail address`);
    else {
      if (!scene.done.has('mail')) {
        const content = await message(scene, step, recipient, text);
        await sendSystemNotice(scene.context, { orgId: scene.orgId, to: recipient.address, ...content });
        await scene.remember('mail');
      }
      // The language says which version of the template went.
      const language = step.templateId && recipient.language ? ` (${recipient.language})` : '';
      said.push(`e-mail sent to ${recipient.address}${language}`);
    }
  }
  return `${said.join('; ')}: ${text}`;
}
