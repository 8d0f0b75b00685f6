import { TemplatesPage } from './TemplatesPage.js';

/** setuppage/emailTemplate (S1-R-172). */
export default function EmailTemplatesPage() {
  return <TemplatesPage kind="email" />;
}
