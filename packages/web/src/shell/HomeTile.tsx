import {
  BarChartOutlined,
  CalendarOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExportOutlined,
  FileTextOutlined,
  HomeOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuItem } from '../state/index.js';

/** A glyph that says what kind of place a tab opens, so a grid of names can be scanned at a glance. */
function tabGlyph(item: MenuItem): ReactNode {
  switch (item.standardTabId) {
    case 'homePage':
      return <HomeOutlined />;
    case 'report':
      return <BarChartOutlined />;
    case 'dashboard':
      return <DashboardOutlined />;
    case 'calendar':
      return <CalendarOutlined />;
    default:
      break;
  }
  if (item.type === 'bot') return <RobotOutlined />;
  if (item.type === 'web') return <ExportOutlined />;
  if (item.type === 'script') return <CodeOutlined />;
  if (item.objectApi) return <DatabaseOutlined />;
  return <FileTextOutlined />;
}

/** A pale wash of the app colour behind the glyph; an unusual colour value gets a neutral wash. */
function tint(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}14` : '#eef2f7';
}

/** One tab of the current app on the home screen, in the app's colour. */
export function HomeTile({ item, color, onOpen }: { item: MenuItem; color: string; onOpen: () => void }) {
  return (
    <button type="button" className="vela-home__tile" onClick={onOpen}>
      <span className="vela-home__glyph" style={{ color, background: tint(color) }} aria-hidden>
        {tabGlyph(item)}
      </span>
      <span className="vela-home__label">{item.tabName || item.name}</span>
    </button>
  );
}
