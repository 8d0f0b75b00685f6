import { type ThemeConfig, theme } from 'antd';

/** The one Vela theme (ARCHITECTURE "Look and feel"): brand colour, radius and type sizes as tokens. */
export const BRAND_COLOUR = '#0b5cab';

/**
 * `still`: the person asked their system for reduced motion (WCAG 2.3.3): antd's popups, drawers and
 * tabs then appear at once instead of zooming or sliding in.
 */
export function velaTheme(compact = false, still = false): ThemeConfig {
  return {
    algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_COLOUR,
      colorLink: BRAND_COLOUR,
      colorInfo: BRAND_COLOUR,
      borderRadius: 6,
      fontSize: 14,
      fontFamily:
        "'Inter', 'Segoe UI', system-ui, -apple-system, 'PingFang SC', 'Hiragino Sans', 'Noto Sans', sans-serif",
      colorBgLayout: '#f3f5f8',
      motion: !still,
    },
    components: {
      Layout: { headerBg: '#ffffff', headerHeight: 52, headerPadding: '0 16px', bodyBg: '#f3f5f8' },
      // 36 px menu rows: dense like Lightning's menus, still an easy pointer target.
      Menu: { horizontalItemSelectedColor: BRAND_COLOUR, itemHeight: 36 },
    },
  };
}
