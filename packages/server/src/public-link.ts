import type { ServerConfig } from './config.js';

/**
 * The full address of a page of the web app, for the links e-mails carry:
 * under VELA_PUBLIC_URL when set; else, on a server only this computer
 * reaches, its own http(s)://localhost:port; else (listening on a network
 * under a name the server cannot know) the path alone, and the start banner
 * asks for VELA_PUBLIC_URL.
 */
export function publicLink(
  config: Pick<ServerConfig, 'publicUrl' | 'exposed' | 'port' | 'tls'>,
  path: string,
): string {
  const absolutePath = path.startsWith('/') ? path : `/${path}`;
  if (config.publicUrl) return `${config.publicUrl}${absolutePath}`;
  if (!config.exposed) return `${config.tls ? 'https' : 'http'}://localhost:${config.port}${absolutePath}`;
  return absolutePath;
}

/** The web app's pages that e-mails link to (the web's routes: commonObjects, approvalCenter, editReport, dashboardIndex). */
export const webPaths = {
  record: (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`,
  approvalRequest: (recordId: string) => `/approvalCenter/approvalRequest?id=${encodeURIComponent(recordId)}`,
  report: (objectApi: string, id: string) =>
    `/editReport/${encodeURIComponent(objectApi)}/${encodeURIComponent(id)}`,
  dashboard: (id: string) => `/dashboardObject/dashboardIndex/${encodeURIComponent(id)}`,
};
