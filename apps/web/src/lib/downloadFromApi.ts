import { ResultCode } from '@ledgerdesk/shared';
import { ApiError } from './apiError';
import { sendForBlob, type HttpAnswer, type HttpCall } from './http';
import { loadRefusalWording } from './request';
import { saveBlob } from './saveBlob';

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** The name the server gave the file, else the caller's. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? FILE_NAME.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** A refusal still comes as the JSON envelope, inside the blob. */
async function envelopeError(blob: Blob, status: number, statusText: string): Promise<ApiError> {
  try {
    const body = JSON.parse(await blob.text()) as { code?: number; msg?: string; data?: unknown };
    return new ApiError(body.code ?? status, body.msg ?? statusText, body.data ?? null);
  } catch {
    return new ApiError(status || ResultCode.internal, statusText || 'download failed', null);
  }
}

/** Rejects with the failure once its wording has loaded, so the caller's refusalText speaks the language shown. */
async function refused(error: ApiError): Promise<never> {
  await loadRefusalWording(error);
  throw error;
}

/**
 * A file from the API, fetched with the session's token (a plain link or <img> could not carry it).
 * A refusal or a transport failure rejects as its ApiError, once its wording has loaded.
 */
async function answerFromApi(call: HttpCall): Promise<HttpAnswer<Blob>> {
  let answer: HttpAnswer<Blob>;
  try {
    answer = await sendForBlob(call);
  } catch (error) {
    return refused(error as ApiError);
  }
  if (answer.status !== 200 || answer.body.type.includes('json')) return refused(await envelopeError(answer.body, answer.status, answer.statusText));
  return answer;
}

/** A file from the API as a Blob, to show in the page (an image behind the session). */
export async function blobFromApi(call: HttpCall): Promise<Blob> {
  return (await answerFromApi(call)).body;
}

/**
 * Fetches a file from the API and saves it under the server's name, else `fallbackName`; resolves
 * with the name saved. The whole file passes through memory as a Blob.
 */
export async function downloadFromApi(call: HttpCall, fallbackName: string): Promise<string> {
  const answer = await answerFromApi(call);
  const name = fileNameOf(answer.headers.get('content-disposition'), fallbackName);
  saveBlob(answer.body, name);
  return name;
}
