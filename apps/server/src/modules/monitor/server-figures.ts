import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { count, eq, gte, max, sql } from 'drizzle-orm';
import type { ServerMonitor } from '@ledgerdesk/shared/monitor/server-monitor';
import type { Db } from '../../db/client';
import { jobLogs, jobs } from '../../db/schema';

/** Loaded on the first read: only the monitor page uses it, and an idle server need not hold it. */
const systemInformation = () => import('systeminformation').then((m) => m.default);

/** Disks change slowly and `fsSize` runs df: read them at most this often. */
const DISKS_TTL_MS = 30_000;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, round1((part / whole) * 100))) : 0);
const nsToMs = (ns: number) => (Number.isFinite(ns) ? round1(ns / 1e6) : 0);

/**
 * Reads the server monitor's figures. What never changes while the process runs (CPU model, OS
 * name, database version) is read once; disks are cached briefly; CPU usage and the event-loop
 * delay cover the time since the previous sample, so a page polling every few seconds sees the
 * recent past, not the average since boot.
 */
export class ServerFigures {
  private readonly loop: IntervalHistogram;
  private statics: Promise<{ model: string; os: string; dbVersion: string }> | undefined;
  private disks: { at: number; value: Promise<ServerMonitor['disks']> } | undefined;

  constructor(private readonly db: Db) {
    this.loop = monitorEventLoopDelay({ resolution: 10 });
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  async read(): Promise<ServerMonitor> {
    const si = await systemInformation();
    const [statics, load, mem, disks, database, jobState] = await Promise.all([
      this.staticParts(),
      si.currentLoad(),
      si.mem(),
      this.diskParts(),
      this.databaseParts(),
      this.jobParts(),
    ]);
    const memory = process.memoryUsage();
    const delay = { p50: nsToMs(this.loop.percentile(50)), p99: nsToMs(this.loop.percentile(99)), max: nsToMs(this.loop.max) };
    this.loop.reset();
    const [l1, l5, l15] = os.loadavg();
    // `available` counts reclaimable caches as free, as `free -h` does; `free` alone would look full.
    const memUsed = Math.max(0, mem.total - mem.available);
    return {
      sampledAt: new Date().toISOString(),
      cpu: { model: statics.model, cores: os.availableParallelism(), load: [round1(l1!), round1(l5!), round1(l15!)], usage: Math.min(100, round1(load.currentLoad || 0)) },
      memory: { total: mem.total, used: memUsed, free: mem.available, usage: percentOf(memUsed, mem.total) },
      disks,
      host: { hostname: os.hostname(), os: statics.os, arch: os.arch(), uptimeSeconds: Math.round(os.uptime()) },
      runtime: {
        node: process.version,
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        external: memory.external,
        eventLoopDelay: delay,
      },
      database: { ...database, version: statics.dbVersion },
      jobs: jobState,
    };
  }

  private staticParts() {
    this.statics ??= (async () => {
      const si = await systemInformation();
      const [cpu, osInfo, version] = await Promise.all([si.cpu(), si.osInfo(), this.db.execute(sql`select version() as v`)]);
      const model = [cpu.manufacturer, cpu.brand].filter(Boolean).join(' ') || os.cpus()[0]?.model || 'unknown';
      const osName = [osInfo.distro, osInfo.release].filter(Boolean).join(' ') || `${os.type()} ${os.release()}`;
      return { model, os: osName, dbVersion: String(rowsOf(version)[0]?.v ?? '') };
    })();
    return this.statics;
  }

  private diskParts(): Promise<ServerMonitor['disks']> {
    const now = Date.now();
    if (!this.disks || now - this.disks.at > DISKS_TTL_MS) {
      const value = systemInformation().then((si) => si.fsSize()).then((list) =>
        list
          .filter((d) => d.size > 0)
          .map((d) => ({ mount: d.mount, fs: d.fs, type: d.type, size: d.size, used: d.used, usage: percentOf(d.used, d.size) })),
      );
      // A failed read is not cached: the next poll tries again.
      value.catch(() => (this.disks = undefined));
      this.disks = { at: now, value };
    }
    return this.disks.value;
  }

  private async databaseParts(): Promise<Omit<ServerMonitor['database'], 'version'>> {
    const { dbVersion } = await this.staticParts();
    const size = Number(rowsOf(await this.db.execute(sql`select pg_database_size(current_database()) as size`))[0]?.size);
    if (/PGlite/i.test(dbVersion)) {
      return { kind: 'pglite', size: Number.isFinite(size) ? size : null, connections: 1, note: 'embedded, 1 connection' };
    }
    const [row] = rowsOf(await this.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`));
    return { kind: 'postgres', size: Number.isFinite(size) ? size : null, connections: Number(row?.n ?? 0), note: 'PostgreSQL server' };
  }

  /** The job runner as its tables tell it (the engine itself lives in modules/job). */
  private async jobParts(): Promise<ServerMonitor['jobs']> {
    const hourAgo = sql`now() - interval '1 hour'`;
    const [byStatus, [running], [recent], [latest]] = await Promise.all([
      this.db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status),
      this.db.select({ n: count() }).from(jobLogs).where(eq(jobLogs.status, 'running')),
      this.db
        .select({ runs: count(), failures: sql<number>`count(*) filter (where ${jobLogs.status} = 'failed')`.mapWith(Number) })
        .from(jobLogs)
        .where(gte(jobLogs.startedAt, hourAgo)),
      this.db.select({ at: max(jobLogs.finishedAt) }).from(jobLogs),
    ]);
    const n = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
    return {
      enabled: n('0'),
      paused: n('1'),
      runningNow: running?.n ?? 0,
      runsLastHour: recent?.runs ?? 0,
      failuresLastHour: recent?.failures ?? 0,
      lastRunAt: latest?.at ? new Date(latest.at).toISOString() : null,
    };
  }
}

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows = (result as { rows?: unknown[] }).rows;
  return (Array.isArray(rows) ? rows : []) as Array<Record<string, unknown>>;
}
