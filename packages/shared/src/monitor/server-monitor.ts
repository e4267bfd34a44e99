import { z } from 'zod';
import { API_PREFIX } from '../api';

/** The server monitor's page permission (a super-role page: it tells host details). */
export const SERVER_MONITOR_PERMISSION = 'monitor/server/list';
export const SERVER_MONITOR_ENDPOINT = `${API_PREFIX}/monitor/server`;

const bytes = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

export const serverMonitorSchema = z.object({
  /** When the figures were read (ISO-8601 UTC). */
  sampledAt: z.string(),
  cpu: z.object({
    model: z.string(),
    cores: z.number().int().nonnegative(),
    /** 1, 5 and 15 minute load averages (0 where the OS has none). */
    load: z.tuple([z.number(), z.number(), z.number()]),
    /** Busy share of all cores since the previous sample. */
    usage: percent,
  }),
  memory: z.object({ total: bytes, used: bytes, free: bytes, usage: percent }),
  disks: z.array(z.object({ mount: z.string(), fs: z.string(), type: z.string(), size: bytes, used: bytes, usage: percent })),
  host: z.object({ hostname: z.string(), os: z.string(), arch: z.string(), uptimeSeconds: z.number().nonnegative() }),
  runtime: z.object({
    node: z.string(),
    pid: z.number().int(),
    uptimeSeconds: z.number().nonnegative(),
    rss: bytes,
    heapUsed: bytes,
    heapTotal: bytes,
    external: bytes,
    /** Event-loop delay percentiles in milliseconds since the previous sample. */
    eventLoopDelay: z.object({ p50: z.number().nonnegative(), p99: z.number().nonnegative(), max: z.number().nonnegative() }),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    version: z.string(),
    /** Bytes, null where the engine cannot tell. */
    size: bytes.nullable(),
    /** Open connections to this database (PGlite: embedded, always 1). */
    connections: z.number().int().nonnegative(),
    note: z.string(),
  }),
  jobs: z.object({
    enabled: z.number().int().nonnegative(),
    paused: z.number().int().nonnegative(),
    runningNow: z.number().int().nonnegative(),
    runsLastHour: z.number().int().nonnegative(),
    failuresLastHour: z.number().int().nonnegative(),
    /** The latest run's end (ISO-8601), null when none has run. */
    lastRunAt: z.string().nullable(),
  }),
});
export type ServerMonitor = z.infer<typeof serverMonitorSchema>;
