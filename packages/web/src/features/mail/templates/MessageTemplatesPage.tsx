import { TemplatesPage } from './TemplatesPage.js';

/** setuppage/messageTemplate (S1-R-173): text-message templates. */
export default function MessageTemplatesPage() {
  return <TemplatesPage kind="sms" />;
}
