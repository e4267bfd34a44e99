import { DEFAULT_JOB_TIMEOUT_MS, type JobHandler, type JobRunContext } from './job-registry';
import { JobFailure, type JobText } from '../../lib/job-text';
import { truncateText, verbatim } from '../../lib/text-per-language';

/** Longest message and error kept in the job log (RuoYi keeps 2000 characters of an exception). */
export const MESSAGE_MAX = 500;
export const ERROR_MAX = 2000;

export interface RunOutcome {
  status: 'success' | 'failed';
  message: JobText | null;
  error: JobText | null;
  durationMs: number;
}

const TIMED_OUT = Symbol('timed out');

function errorText(err: unknown): string {
  if (err instanceof Error) return err.name && err.name !== 'Error' ? `${err.name}: ${err.message}` : err.message;
  return String(err);
}

/** The stored parameters as the handler's schema reads them, or why they no longer fit it. */
export function readParams(handler: JobHandler, paramsText: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(paramsText || '{}');
  } catch (err) {
    return { ok: false, reason: `not JSON (${errorText(err)})` };
  }
  const parsed = handler.params.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${at}${issue.message}` };
}

/**
 * Runs one handler: parameters checked again (the handler may have changed since the job was
 * saved), a timeout that aborts its signal and ends the run as failed even if the handler ignores
 * the signal, every error caught. `closing` aborts the signal when the server shuts down; the run
 * is still awaited, so a handler that honours its signal stops between steps.
 */
export async function executeHandler(
  handler: JobHandler | undefined,
  handlerName: string,
  paramsText: string,
  context: Omit<JobRunContext, 'signal'>,
  closing: AbortSignal,
): Promise<RunOutcome> {
  const started = performance.now();
  const outcome = (status: RunOutcome['status'], message: JobText | null, error: JobText | null): RunOutcome => ({
    status,
    message: message && truncateText(message, MESSAGE_MAX),
    error: error && truncateText(error, ERROR_MAX),
    durationMs: Math.round(performance.now() - started),
  });
  if (!handler) {
    return outcome('failed', null, {
      'zh-cn': `本服务器未注册名为“${handlerName}”的处理程序`,
      en: `no handler named "${handlerName}" is registered on this server`,
      'zh-tw': `本伺服器未註冊名為「${handlerName}」的處理程式`,
    });
  }
  const params = readParams(handler, paramsText);
  if (!params.ok) {
    return outcome('failed', null, {
      'zh-cn': `处理程序不接受这些参数：${params.reason}`,
      en: `parameters refused by the handler: ${params.reason}`,
      'zh-tw': `處理程式不接受這些參數：${params.reason}`,
    });
  }

  const timeoutMs = handler.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const controller = new AbortController();
  const onClosing = () => controller.abort(new Error('the server is shutting down'));
  if (closing.aborted) onClosing();
  else closing.addEventListener('abort', onClosing, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`timed out after ${timeoutMs} ms`));
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  const work = Promise.resolve().then(() => handler.run(params.value, { ...context, signal: controller.signal }));
  // The handler may go on after its timeout; whatever it ends with later is nobody's error.
  work.catch(() => undefined);
  try {
    const result = await Promise.race([work, timedOut]);
    if (result === TIMED_OUT) {
      return outcome('failed', null, { 'zh-cn': `运行超过 ${timeoutMs} 毫秒，已超时`, en: `timed out after ${timeoutMs} ms`, 'zh-tw': `執行超過 ${timeoutMs} 毫秒，已逾時` });
    }
    return outcome('success', result || null, null);
  } catch (err) {
    return outcome('failed', null, err instanceof JobFailure ? err.text : verbatim(errorText(err)));
  } finally {
    clearTimeout(timer);
    closing.removeEventListener('abort', onClosing);
  }
}
