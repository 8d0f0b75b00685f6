import {
  AimOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ContactsOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  ProjectOutlined,
  ShoppingCartOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

interface ObjectLook {
  Icon: ComponentType<{ className?: string }>;
  colour: string;
}

/** Every object has an icon and a colour (ARCHITECTURE "Look and feel"); unknown objects get the generic one. */
const LOOKS: Readonly<Record<string, ObjectLook>> = {
  account: { Icon: BankOutlined, colour: '#7f8de1' },
  contact: { Icon: ContactsOutlined, colour: '#a094ed' },
  lead: { Icon: AimOutlined, colour: '#f88962' },
  opportunity: { Icon: TrophyOutlined, colour: '#fcb95b' },
  velacase: { Icon: CustomerServiceOutlined, colour: '#f2cf5b' },
  event: { Icon: CalendarOutlined, colour: '#eb7092' },
  task: { Icon: CheckSquareOutlined, colour: '#4bc076' },
  contract: { Icon: FileDoneOutlined, colour: '#ba8ef3' },
  quote: { Icon: FileTextOutlined, colour: '#88c651' },
  velaorder: { Icon: ShoppingCartOutlined, colour: '#769ed9' },
  salesorder: { Icon: ShoppingCartOutlined, colour: '#769ed9' },
  project: { Icon: ProjectOutlined, colour: '#5a95dd' },
};

const GENERIC: ObjectLook = { Icon: AppstoreOutlined, colour: '#3ba7b5' };

export function objectLook(objectApi: string): ObjectLook {
  return LOOKS[objectApi.toLowerCase()] ?? GENERIC;
}

/** The object's icon on its colour tile, decorative: the label beside it names the object. */
export function ObjectIcon({ objectApi, size = 'large' }: { objectApi: string; size?: 'large' | 'small' }) {
  const { Icon, colour } = objectLook(objectApi);
  return (
    <span className={`vela-detail-icon vela-detail-icon--${size}`} style={{ background: colour }} aria-hidden>
      <Icon />
    </span>
  );
}
