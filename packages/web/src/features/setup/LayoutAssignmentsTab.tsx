import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, message, Select, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchObjectLayouts,
  fetchProfiles,
  type ObjectLayouts,
  reasonOf,
  SETUP_QUERY_KEY,
  saveLayoutAssignments,
} from './setup-api.js';

type Assignments = ObjectLayouts['assignments'];
const keyOf = (profileId: string, recordTypeId: string) => `${profileId}\u0000${recordTypeId}`;

/**
 * Which layout each profile sees for each record type of an object: a profile row, a record type
 * column, a layout in each cell; "the record type's layout" leaves a pair unassigned. The first column
 * is the record type each profile's new records start with ("the object's default" leaves it unset).
 */
export function LayoutAssignmentsTab({ objId }: { objId: string }) {
  const layouts = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'layouts', objId],
    queryFn: () => fetchObjectLayouts(objId),
  });
  const profiles = useQuery({ queryKey: [SETUP_QUERY_KEY, 'profiles'], queryFn: fetchProfiles });
  const error = layouts.error ?? profiles.error;
  if (error) return <Alert type="error" showIcon title={reasonOf(error)} />;
  if (!layouts.data || !profiles.data) return <Spin />;
  return (
    <AssignmentGrid
      key={JSON.stringify([layouts.data.assignments, layouts.data.profileRecordTypes])}
      objId={objId}
      data={layouts.data}
      profiles={profiles.data}
    />
  );
}

function AssignmentGrid({
  objId,
  data,
  profiles,
}: {
  objId: string;
  data: ObjectLayouts;
  profiles: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [chosen, setChosen] = useState(
    () =>
      new Map(data.assignments.map((entry) => [keyOf(entry.profileId, entry.recordTypeId), entry.layoutId])),
  );
  const [defaults, setDefaults] = useState(
    () => new Map(data.profileRecordTypes.map((entry) => [entry.profileId, entry.recordTypeId])),
  );
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const objectDefault = data.recordTypes.find((recordType) => recordType.isDefault);
  const ownLayout = t('setup.assign.recordTypeLayout');
  const layoutName = (layoutId: string) =>
    data.layouts.find((layout) => layout.id === layoutId)?.name ?? layoutId;
  const save = async () => {
    setSaving(true);
    setError(undefined);
    const assignments: Assignments = [...chosen.entries()].flatMap(([key, layoutId]) => {
      const [profileId = '', recordTypeId = ''] = key.split('\u0000');
      return [{ profileId, recordTypeId, layoutId }];
    });
    try {
      const profileRecordTypes = [...defaults.entries()].map(([profileId, recordTypeId]) => ({
        profileId,
        recordTypeId,
      }));
      await saveLayoutAssignments({ objId, assignments, profileRecordTypes });
      void messages.success(t('setup.saved'));
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'layouts', objId] });
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {holder}
      <Typography.Paragraph type="secondary">{t('setup.assign.explain')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={profiles}
        scroll={{ x: true }}
        columns={[
          { title: t('setup.assign.profile'), dataIndex: 'name', fixed: 'left' },
          {
            // Salesforce's "default record type" per profile: what a new record of this profile starts with.
            title: t('setup.assign.defaultRecordType'),
            key: 'defaultRecordType',
            render: (_: unknown, profile: { id: string; name: string }) => (
              <Select
                style={{ minWidth: 200 }}
                aria-label={t('setup.assign.defaultCell', { profile: profile.name })}
                value={defaults.get(profile.id) ?? ''}
                onChange={(recordTypeId: string) =>
                  setDefaults((current) => {
                    const next = new Map(current);
                    if (recordTypeId) next.set(profile.id, recordTypeId);
                    else next.delete(profile.id);
                    return next;
                  })
                }
                options={[
                  { value: '', label: t('setup.assign.objectDefault', { name: objectDefault?.name ?? '' }) },
                  ...data.recordTypes.map((recordType) => ({ value: recordType.id, label: recordType.name })),
                ]}
              />
            ),
          },
          ...data.recordTypes.map((recordType) => ({
            title: recordType.name,
            key: recordType.id,
            render: (_: unknown, profile: { id: string; name: string }) => {
              const key = keyOf(profile.id, recordType.id);
              return (
                <Select
                  style={{ minWidth: 200 }}
                  aria-label={t('setup.assign.cell', { profile: profile.name, recordType: recordType.name })}
                  value={chosen.get(key) ?? ''}
                  onChange={(layoutId: string) =>
                    setChosen((current) => {
                      const next = new Map(current);
                      if (layoutId) next.set(key, layoutId);
                      else next.delete(key);
                      return next;
                    })
                  }
                  options={[
                    { value: '', label: `${ownLayout} (${layoutName(recordType.layoutId)})` },
                    ...data.layouts.map((layout) => ({ value: layout.id, label: layout.name })),
                  ]}
                />
              );
            },
          })),
        ]}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      <Button style={{ marginTop: 12 }} type="primary" loading={saving} onClick={() => void save()}>
        {t('setup.save')}
      </Button>
    </>
  );
}
