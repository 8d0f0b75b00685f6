import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_RELATION_RULES, type MailRelationRule } from '@vela/core';
import { Card, message, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRelationRules, MAIL_QUERY_KEY, saveRelationRules } from '../mail-api.js';

const KEY = [MAIL_QUERY_KEY, 'relationRules'];

/**
 * The organisation's automatic relating rules (issue 23, `/relation`): a message is related to a
 * contact or lead whose e-mail is one of its addresses, and to an account by the e-mail's domain.
 * Everyone sees them; administrators switch each on or off.
 */
export function RelationRulesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notices, holder] = message.useMessage();
  const [saving, setSaving] = useState<MailRelationRule>();
  const query = useQuery({ queryKey: KEY, queryFn: fetchRelationRules });
  const data = query.data;
  const toggle = async (rule: MailRelationRule, on: boolean) => {
    if (!data) return;
    setSaving(rule);
    try {
      const saved = await saveRelationRules({ ...data.rules, [rule]: on });
      queryClient.setQueryData(KEY, saved);
      void notices.success(t('mail.relations.rulesSaved'));
    } finally {
      setSaving(undefined);
    }
  };
  return (
    <Card title={<span id="vela-relation-rules">{t('mail.relations.rulesTitle')}</span>}>
      {holder}
      <Typography.Paragraph type="secondary">{t('mail.relations.rulesIntro')}</Typography.Paragraph>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className="vela-mail-rules" aria-labelledby="vela-relation-rules">
          {MAIL_RELATION_RULES.map((rule) => (
            <li key={rule}>
              <Switch
                id={`vela-rule-${rule}`}
                checked={data.rules[rule]}
                disabled={!data.mayChange}
                loading={saving === rule}
                onChange={(on) => void toggle(rule, on)}
              />{' '}
              <label htmlFor={`vela-rule-${rule}`}>{t(`mail.relations.rule.${rule}`)}</label>
            </li>
          ))}
        </ul>
      )}
      {data && !data.mayChange && (
        <Typography.Paragraph type="secondary">{t('mail.relations.rulesAdminOnly')}</Typography.Paragraph>
      )}
    </Card>
  );
}
