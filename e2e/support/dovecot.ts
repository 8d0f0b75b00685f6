import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real IMAP server for tests (issue 23): Debian's dovecot-imapd, started
 * on a free port with a throwaway configuration, users file and maildir
 * folder, as the current user; stopped (and its folder removed) afterwards.
 */
export const DOVECOT_BINARY = process.env.VELA_DOVECOT ?? '/usr/sbin/dovecot';

export interface DovecotServer {
  host: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupName(gid: number, fallback: string): string {
  try {
    const line = fs
      .readFileSync('/etc/group', 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[2] === String(gid));
    return line?.split(':')[0] ?? fallback;
  } catch {
    return fallback;
  }
}

export async function startDovecot(
  users: ReadonlyArray<{ user: string; password: string }>,
): Promise<DovecotServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-dovecot-'));
  const port = await freePort();
  const me = os.userInfo();
  // Dovecot runs no login or mail process as root: under root (CI containers) they run as the
  // package's unprivileged users, and the mail folders belong to nobody.
  const asRoot = me.uid === 0;
  const uid = asRoot ? 65534 : me.uid;
  const gid = asRoot ? 65534 : me.gid;
  const loginUser = asRoot ? 'dovenull' : me.username;
  const internalUser = asRoot ? 'dovecot' : me.username;
  const group = asRoot ? 'dovecot' : groupName(me.gid, me.username);
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), uid, gid);
  }
  fs.writeFileSync(
    path.join(dir, 'users'),
    users
      .map(({ user, password }) => `${user}:{PLAIN}${password}:${uid}:${gid}::${dir}/home/${user}::`)
      .join('\n'),
  );
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
default_internal_group = ${group}
first_valid_uid = ${uid}
last_valid_uid = ${uid}
first_valid_gid = 0
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Archive {
    auto = subscribe
  }
}
`;
  const confFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(confFile, config);
  const child: ChildProcess = spawn(DOVECOT_BINARY, ['-c', confFile, '-F'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'dovecot.log'))
        ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')
        : '';
      throw new Error(`dovecot did not start on port ${port}: ${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    host: '127.0.0.1',
    port,
    dir,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
