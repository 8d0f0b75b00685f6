import type { RecordTypeEntry } from '@vela/core';
import { DIALOG_Z_INDEX } from '@vela/core';
import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  recordTypes: readonly RecordTypeEntry[];
  initial: string;
  /** 'Create Account · Choose a record type'; on the edit route 'Edit Account · Change record type'. */
  title: string;
  onPick: (id: string) => void;
  onCancel: () => void;
}

/** Spec 2 §2: the record-type picker, when the object has more than one record type. */
export function RecordTypePicker({ recordTypes, initial, title, onPick, onCancel }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(initial);
  return (
    <Modal
      open
      zIndex={DIALOG_Z_INDEX + 5}
      width={480}
      mask={{ closable: false }}
      title={title}
      okText={t('recordForm.next')}
      cancelText={t('common.cancel')}
      onOk={() => onPick(chosen)}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{t('recordForm.pickRecordTypeIntro')}</Typography.Paragraph>
      <Radio.Group
        value={chosen}
        onChange={(event) => setChosen(event.target.value as string)}
        aria-label={t('recordForm.recordType')}
      >
        <Space orientation="vertical">
          {recordTypes.map((recordType) => (
            <Radio key={recordType.id} value={recordType.id}>
              {recordType.name}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
