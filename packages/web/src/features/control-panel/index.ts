/** The service control panel (S2-R-003): the screen is loaded by the route table. */
export { CONTROL_PANEL_OBJECT, controlPanelPath } from './control-panel-path.js';
