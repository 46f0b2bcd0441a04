// The embedded lead store's folder (DATA_DIR) must be writable by the user the server runs as.
// A bind mount owned by root (`docker run -v /srv/tablogs:/data`, the image runs as uid 1000)
// otherwise ends the start in SQLite's "unable to open database file", which names neither the
// folder nor the user. start.ts checks first and stops with one line that names both.
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The files SQLite writes in DATA_DIR (packages/leads/src/store/sqlite.ts: leads.sqlite, WAL). */
const STORE_FILES = ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'];

/** The user the process runs as, as an operator would `chown` for: `uid 1000`. */
export function processUser(): string {
  return typeof process.getuid === 'function' ? `uid ${process.getuid()}` : 'this user';
}

/**
 * Null when `dataDir` is (or can be made) a folder this process can create files in and whose
 * store files it can write; else the reason, naming the folder and the user.
 */
export function dataDirProblem(dataDir: string): string | null {
  // Node's message starts with the code: `EACCES: permission denied, open '/data/…'`.
  const fail = (error: unknown) =>
    `DATA_DIR ${dataDir} is not writable by ${processUser()}: ${error instanceof Error ? error.message : String(error)}`;
  try {
    mkdirSync(dataDir, { recursive: true });
    // Creating a file is what SQLite needs first (the store and its write-ahead log).
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    const fd = openSync(probe, 'wx');
    try {
      writeSync(fd, 'ok');
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
    }
    for (const name of STORE_FILES) {
      const file = path.join(dataDir, name);
      if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK);
    }
    return null;
  } catch (error) {
    return fail(error);
  }
}
