import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST, isLoopbackHost, readConfig } from './config.js';
import { publicLink, webPaths } from './public-link.js';
import { startBanner } from './start-banner.js';

describe('where the server listens (issue 16 item 6)', () => {
  it('listens on the loopback unless HOST says otherwise', () => {
    const config = readConfig({});
    expect(config.host).toBe(DEFAULT_HOST);
    expect(config.host).toBe('127.0.0.1');
    expect(config.exposed).toBe(false);
    expect(config.forcePasswordChange).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('%s is the loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(readConfig({ HOST: host }).forcePasswordChange).toBe(false);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'vela.example.com', '127.0.0.1.example.com'])(
    'HOST=%s is beyond the loopback: seeded accounts must change their password',
    (host) => {
      const config = readConfig({ HOST: host });
      expect(config.exposed).toBe(true);
      expect(config.forcePasswordChange).toBe(true);
    },
  );

  it('VELA_FORCE_PASSWORD_CHANGE=1 still forces it on the loopback', () => {
    expect(readConfig({ VELA_FORCE_PASSWORD_CHANGE: '1' }).forcePasswordChange).toBe(true);
  });
});

describe('the start banner', () => {
  const facts = { port: 3000, seeded: true, adminPasswordFromEnv: false };

  it('says a loopback server is only for this computer', () => {
    const banner = startBanner({ ...facts, config: readConfig({}) });
    expect(banner).toContain('Vela is running at http://localhost:3000');
    expect(banner).toContain('Only this computer can reach it (HOST=127.0.0.1)');
    expect(banner).not.toContain('must change their password');
  });

  it('says an exposed server forces new passwords, and warns without TLS', () => {
    const banner = startBanner({ ...facts, config: readConfig({ HOST: '0.0.0.0' }) });
    expect(banner).toContain('Vela is running at http://localhost:3000');
    expect(banner).toContain(
      'Listening beyond this computer (HOST=0.0.0.0): demo accounts must change their password at first sign-in.',
    );
    expect(banner).toContain('No TLS');
  });

  it('names a specific address it listens on, and keeps a password given by environment unprinted', () => {
    const banner = startBanner({
      ...facts,
      adminPasswordFromEnv: true,
      config: { ...readConfig({ HOST: '192.168.1.20' }), adminPassword: 'secret-from-env' },
    });
    expect(banner).toContain('http://192.168.1.20:3000');
    expect(banner).toContain('(VELA_ADMIN_PASSWORD)');
    expect(banner).not.toContain('secret-from-env');
  });
});

describe('the public address e-mails link to (VELA_PUBLIC_URL)', () => {
  it('keeps a full address without its trailing slash, also under a path', () => {
    expect(readConfig({ VELA_PUBLIC_URL: 'https://crm.example.com/' }).publicUrl).toBe(
      'https://crm.example.com',
    );
    expect(readConfig({ VELA_PUBLIC_URL: 'http://intranet:8080/vela//' }).publicUrl).toBe(
      'http://intranet:8080/vela',
    );
    expect(readConfig({}).publicUrl).toBeUndefined();
  });

  it.each([
    ['crm.example.com', 'such as https://crm.example.com, got "crm.example.com"'],
    ['ftp://crm.example.com', 'it must start with http:// or https://'],
    ['https://crm.example.com/?x=1', 'it may not carry a query, a fragment or a user name'],
    ['https://me:secret@crm.example.com', 'it may not carry a query, a fragment or a user name'],
  ])('refuses %s at start, saying what it wants', (value, message) => {
    expect(() => readConfig({ VELA_PUBLIC_URL: value })).toThrow(message);
    expect(() => readConfig({ VELA_PUBLIC_URL: value })).toThrow('VELA_PUBLIC_URL must be the full address');
  });

  it('links under it; without it, a loopback server links to itself and an exposed one gives the path', () => {
    const path = webPaths.approvalRequest('a0b 1');
    expect(path).toBe('/approvalCenter/approvalRequest?id=a0b%201');
    expect(publicLink(readConfig({ VELA_PUBLIC_URL: 'https://crm.example.com/vela' }), path)).toBe(
      'https://crm.example.com/vela/approvalCenter/approvalRequest?id=a0b%201',
    );
    expect(publicLink(readConfig({ PORT: '4000' }), path)).toBe(
      'http://localhost:4000/approvalCenter/approvalRequest?id=a0b%201',
    );
    expect(publicLink(readConfig({ HOST: '0.0.0.0' }), path)).toBe(path);
  });

  it('the start banner names it, or asks for it on a server open to the network', () => {
    const facts = { port: 3000, seeded: false, adminPasswordFromEnv: false };
    expect(
      startBanner({ ...facts, config: readConfig({ VELA_PUBLIC_URL: 'https://crm.example.com' }) }),
    ).toContain('Links in e-mails open https://crm.example.com (VELA_PUBLIC_URL)');
    expect(startBanner({ ...facts, config: readConfig({ HOST: '0.0.0.0' }) })).toContain(
      'Links in e-mails: set VELA_PUBLIC_URL',
    );
    expect(startBanner({ ...facts, config: readConfig({}) })).not.toContain('VELA_PUBLIC_URL');
  });
});
