/**
 * fwc dev's supervisor: runs the app as a node:cluster worker and replaces it after each good
 * build, the new worker listening on the shared socket before the old one closes gracefully, so no
 * request is refused or cut. The process of the next start is booted ahead of time.
 */
import cluster, { type Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, relative } from '../print.js';
import type { Entry } from '../project.js';

/** How long a new worker may take to listen before the old one is stopped anyway. */
const READY_TIMEOUT_MS = 10_000;
/** After SIGTERM, how long before the worker is told to disconnect (so a worker that closed its servers can exit). */
const DISCONNECT_AFTER_MS = 1_000;
/** After SIGTERM, how long a worker may take to finish its requests before it is killed (fw's closeTimeout is 10 s). */
const KILL_AFTER_MS = 15_000;

/** One run of the app: a cluster worker and what is known about it. */
interface AppProcess {
  readonly worker: Worker;
  /** Resolves when the worker listens (true) or exits first (false). */
  readonly ready: Promise<boolean>;
  /** Resolves when the worker has exited. */
  readonly exited: Promise<void>;
  listening: boolean;
  stopping: boolean;
}

/** The app processes of one `fwc dev` run. */
export class Supervisor {
  readonly #entry: Entry;
  readonly #args: readonly string[];
  readonly #cwd: string;
  #current: AppProcess | undefined;
  /** The app process of the next start, already booted and waiting for the entry (see app-worker.ts). */
  #standby: Worker | undefined;
  /** Every worker that has not exited yet: the current one, old ones finishing their requests, a new one starting. */
  readonly #apps = new Set<AppProcess>();
  #restarting = false;
  #restartAgain = false;
  #stopping = false;

  /** Runs `entry` with `args` (the app's own arguments); printed paths are relative to `cwd`. */
  constructor(entry: Entry, args: readonly string[], cwd: string) {
    this.#entry = entry;
    this.#args = args;
    this.#cwd = cwd;
  }

  /** Sets up node:cluster and boots the process of the first start, while the first build runs. */
  start(): void {
    // Each worker accepts on the shared listening socket itself, so a build in this process never delays a connection.
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    // Every worker runs dist/app-worker.cjs (next to this bundle) until it is sent the entry.
    cluster.setupPrimary({
      exec: path.join(__dirname, 'app-worker.cjs'),
      args: [...this.#args],
      execArgv: ['--enable-source-maps'],
    });
    this.#prepareStandby();
  }

  /** Whether the app runs now: started, and not exited since. */
  get running(): boolean {
    return this.#current !== undefined;
  }

  /** Starts the app, or replaces the running one; restarts asked for meanwhile run once afterwards. */
  async restart(): Promise<void> {
    if (this.#restarting) {
      this.#restartAgain = true;
      return;
    }
    this.#restarting = true;
    try {
      do {
        this.#restartAgain = false;
        if (this.#stopping) return;
        await this.#swap();
      } while (this.#restartAgain);
    } finally {
      this.#restarting = false;
    }
  }

  /**
   * Starts a new worker. When the old one listens, the new one listens on the same socket first
   * (node:cluster shares it), then the old one gets SIGTERM and finishes its requests; a new
   * worker that exits before listening leaves the old one serving.
   */
  async #swap(): Promise<void> {
    if (!existsSync(this.#entry.file)) {
      console.error(
        `fwc dev: error: ${relative(this.#cwd, this.#entry.file)} (${this.#entry.origin}) does not exist after the build; pass the entry (fwc dev src/main.ts) or set "fw": { "entry": "src/main.ts" } in package.json`,
      );
      return;
    }
    const old = this.#current;
    if (old !== undefined && !old.listening) {
      // Nothing to hand over: stop it first, so two copies of a non-server app never run at once.
      await this.#stop(old);
    }
    const next = this.#fork();
    this.#current = next;
    if (old === undefined || !old.listening) return;
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      next.ready,
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (ready === false) {
      if (this.#current === next) this.#current = old;
      console.error(
        `fwc dev: the new build exited before listening; the previous one (pid ${old.worker.process.pid}) keeps serving`,
      );
      return;
    }
    if (ready === 'timeout')
      console.error(
        `fwc dev: the new build has not listened within ${READY_TIMEOUT_MS / 1000} s; stopping the previous one`,
      );
    void this.#stop(old);
  }

  /**
   * Starts the app process of the next restart, so that restart does not wait for Node to boot
   * (about half of a restart of the demo): it waits, having loaded nothing, until {@link #fork}
   * sends it the entry.
   */
  #prepareStandby(): void {
    if (this.#standby !== undefined || this.#stopping) return;
    const worker = cluster.fork();
    this.#standby = worker;
    worker.once('exit', () => {
      if (this.#standby === worker) this.#standby = undefined;
    });
  }

  /** Runs the entry in the waiting app process (or a new one) and reports what it does. */
  #fork(): AppProcess {
    let worker = this.#standby;
    this.#standby = undefined;
    if (worker === undefined || worker.isDead() || !worker.isConnected()) worker = cluster.fork();
    // Such as the process dying as it is told to run (its exit is reported too); never fwc dev's end.
    worker.on('error', (error) =>
      console.error(`fwc dev: error: the app process (pid ${worker.process.pid}): ${describe(error)}`),
    );
    worker.send({ fwcDev: 'run', entry: this.#entry.file });
    const started = performance.now();
    let settle: (listened: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => (settle = resolve));
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const app: AppProcess = { worker, ready, exited, listening: false, stopping: false };
    this.#apps.add(app);
    void exited.then(() => this.#apps.delete(app));
    // The next one boots once this one listens (or has failed), not while it starts.
    void ready.then(() => this.#prepareStandby());
    worker.on('listening', (address) => {
      if (app.listening) return;
      app.listening = true;
      settle(true);
      const where =
        typeof address.port === 'number' && address.port > 0
          ? ` on ${address.addressType === 6 ? `[${address.address ?? '::'}]` : (address.address ?? '127.0.0.1')}:${address.port}`
          : '';
      console.log(
        `fwc dev: app (pid ${worker.process.pid}) listening${where}, ${Math.round(performance.now() - started)} ms after start`,
      );
    });
    worker.once('exit', (code, signal) => {
      settle(false);
      if (app.stopping || this.#stopping) return;
      const how = signal !== null && signal !== undefined ? `was killed by ${signal}` : `exited with code ${code}`;
      if (this.#current === app) {
        this.#current = undefined;
        console.error(`fwc dev: the app (pid ${worker.process.pid}) ${how}; it starts again after the next change`);
      }
    });
    return app;
  }

  /** SIGTERM (the app closes gracefully), then a disconnect, then SIGKILL after {@link KILL_AFTER_MS}; resolves once it exited. */
  async #stop(app: AppProcess): Promise<void> {
    if (app.worker.isDead()) return;
    app.stopping = true;
    app.worker.process.kill('SIGTERM');
    const disconnect = setTimeout(() => {
      // A worker whose servers are closed but whose IPC channel keeps it alive exits once disconnected.
      if (app.worker.isConnected() && !app.worker.isDead()) app.worker.disconnect();
    }, DISCONNECT_AFTER_MS);
    const kill = setTimeout(() => {
      console.error(
        `fwc dev: the app (pid ${app.worker.process.pid}) has not exited ${KILL_AFTER_MS / 1000} s after SIGTERM; killing it`,
      );
      app.worker.process.kill('SIGKILL');
    }, KILL_AFTER_MS);
    await app.exited;
    clearTimeout(disconnect);
    clearTimeout(kill);
  }

  /** Stops every app process gracefully and drops the waiting one; resolves once all have exited. */
  async stop(): Promise<void> {
    this.#stopping = true;
    const standby = this.#standby;
    this.#standby = undefined;
    // It has run nothing of the app: no need to let it close.
    const standbyExited =
      standby === undefined || standby.isDead()
        ? undefined
        : new Promise<void>((resolve) => standby.once('exit', () => resolve()));
    standby?.process.kill('SIGKILL');
    await Promise.all([...[...this.#apps].map((app) => this.#stop(app)), standbyExited]);
  }

  /** Kills every app process at once (a second signal while stopping). */
  kill(): void {
    for (const app of this.#apps) app.worker.process.kill('SIGKILL');
  }
}
