import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  MAX_REPORT_TYPE_RELATIONS,
  type ReportTypeDefinition,
  type ReportTypeJoin,
  type ReportTypeRelation,
} from '@vela/core';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReportTypeLinks, saveReportTypeDefinition } from './report-extras-api.js';
import { fetchReportTypes, REPORTS_QUERY_KEY } from './reports-api.js';

/** One related object's choice: which object through which of its lookups, with or with or without. */
function RelationRow({
  index,
  previous,
  relation,
  onChange,
}: {
  index: number;
  previous: string;
  relation: ReportTypeRelation;
  onChange: (next: ReportTypeRelation) => void;
}) {
  const { t } = useTranslation();
  const links = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'typeLinks', previous],
    queryFn: () => fetchReportTypeLinks(previous),
    enabled: previous !== '',
  });
  const value = relation.objectApi ? `${relation.objectApi}|${relation.lookupField}` : undefined;
  return (
    <Space wrap>
      <Select
        aria-label={t('reports.types.relatedObject', { n: index + 1 })}
        placeholder={t('reports.types.relatedObject', { n: index + 1 })}
        style={{ minWidth: 280 }}
        loading={links.isLoading}
        value={value}
        options={(links.data ?? []).map((link) => ({
          value: `${link.objectApi}|${link.lookupField}`,
          label: t('reports.types.through', { object: link.label, lookup: link.lookupLabel }),
        }))}
        onChange={(chosen: string) => {
          const [objectApi = '', lookupField = ''] = chosen.split('|');
          onChange({ ...relation, objectApi, lookupField });
        }}
      />
      <Radio.Group
        aria-label={t('reports.types.joinOf', { n: index + 1 })}
        value={relation.join}
        onChange={(event) => onChange({ ...relation, join: event.target.value as ReportTypeJoin })}
        options={[
          { value: 'with', label: t('reports.types.with') },
          { value: 'withOrWithout', label: t('reports.types.withOrWithout') },
        ]}
      />
    </Space>
  );
}

/**
 * Creates or changes a report type: its name, primary object and up to three related objects, each
 * reached from the one before through one of its lookups. The server checks the chain again on save.
 */
export function ReportTypeDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: ReportTypeDefinition | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const objects = useQuery({ queryKey: [REPORTS_QUERY_KEY, 'types'], queryFn: fetchReportTypes });
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [primary, setPrimary] = useState(editing?.primaryObject ?? '');
  const [relations, setRelations] = useState<ReportTypeRelation[]>(
    editing?.relations.map(({ objectApi, lookupField, join }) => ({ objectApi, lookupField, join })) ?? [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = relations.every((relation) => relation.objectApi !== '');
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await saveReportTypeDefinition({
        ...(editing ? { id: editing.id } : {}),
        name,
        description,
        primaryObject: primary,
        relations,
      });
      onSaved();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={editing ? t('reports.types.editTitle', { name: editing.name }) : t('reports.types.new')}
      okText={t('reports.types.save')}
      okButtonProps={{ disabled: name.trim() === '' || primary === '' || !complete, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
      width={720}
    >
      <Form layout="vertical">
        <Form.Item label={t('reports.types.name')} htmlFor="report-type-name">
          <Input
            id="report-type-name"
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('reports.types.description')} htmlFor="report-type-description">
          <Input.TextArea
            id="report-type-description"
            value={description}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('reports.types.primary')}>
          <Select
            aria-label={t('reports.types.primary')}
            showSearch
            optionFilterProp="label"
            value={primary || undefined}
            loading={objects.isLoading}
            options={(objects.data ?? [])
              .filter((entry) => !entry.reportTypeId)
              .map((entry) => ({ value: entry.objectApi, label: entry.pluralLabel }))}
            onChange={(value: string) => {
              setPrimary(value);
              setRelations([]);
            }}
          />
        </Form.Item>
        <Space direction="vertical" style={{ width: '100%' }}>
          {relations.map((relation, index) => (
            <RelationRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a relation is its position in the chain
              key={index}
              index={index}
              previous={index === 0 ? primary : (relations[index - 1]?.objectApi ?? '')}
              relation={relation}
              onChange={(next) =>
                // A changed object changes what the relations after it may join: they go.
                setRelations([
                  ...relations.slice(0, index),
                  next,
                  ...(next.objectApi === relation.objectApi ? relations.slice(index + 1) : []),
                ])
              }
            />
          ))}
          <Space>
            <Button
              icon={<PlusOutlined />}
              disabled={primary === '' || !complete || relations.length >= MAX_REPORT_TYPE_RELATIONS}
              onClick={() => setRelations([...relations, { objectApi: '', lookupField: '', join: 'with' }])}
            >
              {t('reports.types.addRelated')}
            </Button>
            {relations.length > 0 && (
              <Button icon={<MinusCircleOutlined />} onClick={() => setRelations(relations.slice(0, -1))}>
                {t('reports.types.removeRelated')}
              </Button>
            )}
          </Space>
        </Space>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
      </Form>
    </Modal>
  );
}
