import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_MAX_ATTACHMENT_BYTES, parseAddressList } from '@vela/core';
import { Alert, Button, Form, Input, message, Select, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type AddressBookEntry,
  fetchMessage,
  MAIL_QUERY_KEY,
  mailPath,
  searchAddressBook,
  sendMail,
} from './mail-api.js';
import { RichTextEditor } from './RichTextEditor.js';
import { sanitiseComposedHtml } from './sanitise-html.js';
import { fetchTemplates, renderTemplate, TEMPLATES_QUERY_KEY } from './templates/templates-api.js';
import './mail.css';

interface Attachment {
  key: string;
  name: string;
  type: string;
  size: number;
  contentBase64: string;
}

const MB = 1024 * 1024;

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Recipients with address completion over contacts, leads and users; any typed address is taken too. */
function RecipientSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<AddressBookEntry[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <Select
      id={id}
      aria-label={label}
      mode="tags"
      value={value}
      onChange={onChange}
      tokenSeparators={[',', ';']}
      placeholder={t('mail.recipientsHint')}
      filterOption={false}
      onSearch={(text) => {
        clearTimeout(timer.current);
        if (text.trim().length < 1) return;
        timer.current = setTimeout(() => {
          void searchAddressBook(text.trim()).then(setOptions, () => setOptions([]));
        }, 200);
      }}
      options={options.map((entry) => ({
        value: entry.name ? `${entry.name} <${entry.address}>` : entry.address,
        label: `${entry.name} <${entry.address}>`,
      }))}
    />
  );
}

/** writeEmail (S1-R-101) and sendMail/{id}/{userIds}: compose to contacts, leads and users; reply with ?replyTo=. */
export default function ComposePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const routeParams = useParams();
  const [params] = useSearchParams();
  const replyTo = params.get('replyTo') ?? '';
  const recordId = routeParams.id && routeParams.id !== '0' ? routeParams.id : '';
  const userIds = (routeParams.userIds ?? '').split(/[,;]/).filter((id) => id && id !== '0');
  const [messages, holder] = message.useMessage();
  const [to, setTo] = useState<string[]>([]);
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(false);
  const [subject, setSubject] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'send' | 'draft'>();
  const editor = useRef<HTMLDivElement>(null);

  const prefill = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'prefill', recordId, userIds.join(',')],
    queryFn: () => searchAddressBook('', [recordId, ...userIds].filter(Boolean)),
    enabled: recordId !== '' || userIds.length > 0,
  });
  useEffect(() => {
    if (prefill.data)
      setTo(prefill.data.map((entry) => (entry.name ? `${entry.name} <${entry.address}>` : entry.address)));
  }, [prefill.data]);
  const original = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'message', replyTo],
    queryFn: () => fetchMessage(replyTo),
    enabled: replyTo !== '',
  });
  useEffect(() => {
    const message = original.data?.message;
    if (!message) return;
    const answerTo =
      message.status === 'received' ? [message.from.address] : message.to.map((entry) => entry.address);
    setTo(answerTo);
    setSubject(/^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`);
    if (editor.current)
      editor.current.innerHTML = `<p><br></p><blockquote>${escapeHtml(message.text).replace(/\n/g, '<br>')}</blockquote>`;
  }, [original.data]);

  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'email', recordId],
    queryFn: () => fetchTemplates('email', recordId),
    enabled: recordId !== '',
  });
  /** A template filled from the record, in the user's language when it has that version. */
  const applyTemplate = async (id: string) => {
    const filled = await renderTemplate(id, recordId, i18n.language);
    setSubject(filled.subject);
    if (editor.current) editor.current.innerHTML = sanitiseComposedHtml(filled.body);
  };

  const submit = async (draftOnly: boolean) => {
    const lists = [to, cc, bcc].map((list) => parseAddressList(list.join(',')));
    const invalid = lists.flatMap((list) => list.invalid);
    if (invalid.length > 0) {
      setProblem(t('mail.invalidRecipients', { list: invalid.join(', ') }));
      return;
    }
    setProblem('');
    setBusy(draftOnly ? 'draft' : 'send');
    try {
      const answer = await sendMail({
        to: lists[0]?.addresses ?? [],
        cc: lists[1]?.addresses ?? [],
        bcc: lists[2]?.addresses ?? [],
        subject,
        html: sanitiseComposedHtml(editor.current?.innerHTML ?? ''),
        attachments: attachments.map(({ name, type, contentBase64 }) => ({ name, type, contentBase64 })),
        inReplyTo: replyTo,
        relatedIds: recordId ? [recordId] : [],
        draftOnly,
      });
      await queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY] });
      if (answer.status === 'sent') {
        void messages.success(t('mail.sent'));
        navigate(mailPath('sent', answer.id));
      } else if (draftOnly) {
        void messages.success(t('mail.draftSaved'));
        navigate(mailPath('drafts', answer.id));
      } else
        setProblem(
          t('mail.keptDraft', { problem: t(`mail.problem.${answer.problem ?? 'other'}`) }) +
            (answer.detail ? ` (${answer.detail})` : ''),
        );
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="vela-mail vela-mail-compose">
      {holder}
      <Typography.Title level={2}>{t('mail.compose')}</Typography.Title>
      {problem && <Alert type="warning" showIcon message={problem} role="alert" />}
      <Form layout="vertical" onSubmitCapture={(event) => event.preventDefault()}>
        <Form.Item label={t('mail.to')} htmlFor="vela-mail-to">
          <RecipientSelect id="vela-mail-to" label={t('mail.to')} value={to} onChange={setTo} />
        </Form.Item>
        {showCopies ? (
          <>
            <Form.Item label={t('mail.cc')} htmlFor="vela-mail-cc">
              <RecipientSelect id="vela-mail-cc" label={t('mail.cc')} value={cc} onChange={setCc} />
            </Form.Item>
            <Form.Item label={t('mail.bcc')} htmlFor="vela-mail-bcc">
              <RecipientSelect id="vela-mail-bcc" label={t('mail.bcc')} value={bcc} onChange={setBcc} />
            </Form.Item>
          </>
        ) : (
          <Button type="link" onClick={() => setShowCopies(true)}>
            {t('mail.showCcBcc')}
          </Button>
        )}
        {recordId ? (
          <Form.Item label={t('mail.templates.use')} htmlFor="vela-mail-template">
            <Select
              id="vela-mail-template"
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder={t('mail.templates.useHint')}
              loading={templates.isPending}
              options={(templates.data ?? []).map((entry) => ({
                value: entry.id,
                label: entry.folder ? `${entry.folder} / ${entry.name}` : entry.name,
              }))}
              onChange={(id?: string) => {
                if (id) void applyTemplate(id);
              }}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('mail.subject')} htmlFor="vela-mail-subject-input">
          <Input
            id="vela-mail-subject-input"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={998}
          />
        </Form.Item>
        <Form.Item label={t('mail.body')}>
          <RichTextEditor editor={editor} label={t('mail.body')} />
        </Form.Item>
        <Form.Item>
          <Upload
            multiple
            showUploadList={false}
            beforeUpload={async (file) => {
              const total = attachments.reduce((sum, item) => sum + item.size, 0) + file.size;
              if (file.size > MAIL_MAX_ATTACHMENT_BYTES || total > MAIL_MAX_ATTACHMENT_BYTES) {
                void messages.error(
                  t('mail.tooLarge', { name: file.name, size: MAIL_MAX_ATTACHMENT_BYTES / MB }),
                );
                return Upload.LIST_IGNORE;
              }
              const contentBase64 = await readBase64(file);
              setAttachments((list) => [
                ...list,
                {
                  key: file.uid,
                  name: file.name,
                  type: file.type || 'application/octet-stream',
                  size: file.size,
                  contentBase64,
                },
              ]);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<PaperClipOutlined aria-hidden />}>{t('mail.addAttachment')}</Button>
          </Upload>
          <Space wrap className="vela-mail-compose__attachments">
            {attachments.map((attachment) => (
              <Tag
                key={attachment.key}
                closable
                onClose={() => setAttachments((list) => list.filter((item) => item.key !== attachment.key))}
              >
                {attachment.name} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
              </Tag>
            ))}
          </Space>
        </Form.Item>
        <Space>
          <Button type="primary" loading={busy === 'send'} onClick={() => void submit(false)}>
            {t('mail.send')}
          </Button>
          <Button loading={busy === 'draft'} onClick={() => void submit(true)}>
            {t('mail.saveDraft')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
