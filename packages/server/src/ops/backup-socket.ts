// Issue 15 §16: `npm run backup` while the server runs on PGlite. PGlite is one process's database,
// so the CLI cannot open it beside the server; it asks the server through a Unix socket in the data
// directory instead. The socket is the ops-only endpoint: no network can reach it, and only who may
// read DATA_DIR (and so the database files themselves) may connect (mode 0600).
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { writeBackup } from './write-backup.js';

export const BACKUP_SOCKET_NAME = 'careport.sock';
const REQUEST = 'backup\n';

type Answer = { file: string } | { error: string };

/**
 * Listens on DATA_DIR/careport.sock; each connection that sends `backup` gets one dump written and
 * its path answered as a JSON line. Call only while holding the data directory's lock: a socket
 * file left by a killed server is removed here, and only the lock's holder may do that.
 */
export async function listenForBackups(options: {
  db: Db;
  dataDir: string;
  now: () => Date;
  onError: (error: unknown) => void;
}): Promise<Server> {
  const socketPath = path.join(options.dataDir, BACKUP_SOCKET_NAME);
  rmSync(socketPath, { force: true });
  const server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > REQUEST.length) {
        connection.destroy();
        return;
      }
      if (received !== REQUEST) return;
      writeBackup({ db: options.db, dataDir: options.dataDir, now: options.now() })
        .then((file): Answer => ({ file }))
        .catch((error: unknown): Answer => {
          options.onError(error);
          return { error: error instanceof Error ? error.message : 'backup failed' };
        })
        .then((answer) => connection.end(`${JSON.stringify(answer)}\n`))
        .catch(() => undefined);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return server;
}

/** The CLI's side: asks the server holding `dataDir` for a dump and answers the file's path. */
export async function requestBackupFromServer(dataDir: string): Promise<string> {
  const connection = createConnection(path.join(dataDir, BACKUP_SOCKET_NAME));
  connection.setEncoding('utf8');
  let received = '';
  connection.on('data', (chunk: string) => (received += chunk));
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', () => connection.write(REQUEST));
    connection.once('error', reject);
    connection.once('close', () => resolve());
  });
  if (received.trim() === '') throw new Error('The server closed the backup request unanswered');
  const answer = JSON.parse(received) as Answer;
  if ('error' in answer) throw new Error(`The server could not write the backup: ${answer.error}`);
  return answer.file;
}
