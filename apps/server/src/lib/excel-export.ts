import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EXPORT_MAX_ROWS } from '@ledgerdesk/shared';
import { EXPORT_TEXTS, formatInstant, type ExportLocale } from './export-locale';

export interface ExportColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

export interface ExportSpec<T> {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  /** Reads rows of the filtered list in the list's own order. */
  page: (limit: number, offset: number) => Promise<T[]>;
  filters: unknown;
  /** The language of the describing sheet and the zone its times are in (the caller's cells follow it too). */
  locale: ExportLocale;
}

const BATCH = 2000;

/**
 * Streams an .xlsx of the filtered rows: at most EXPORT_MAX_ROWS, read in batches, each row
 * committed to the stream as it is written so memory stays flat. A second sheet, in the
 * operator's language, records the filters, the row count, whether the cap cut the list short,
 * when it was made and the time zone of every time in the workbook. Money stays text, so no
 * 18-decimal amount is rounded by a spreadsheet number.
 *
 * The first batch is read before the first byte is sent: whatever the filters make the database
 * refuse is then an ordinary error answer (a 400 or a 500 in the envelope), not a 200 whose
 * download breaks off. Only a failure in a later batch can still cut the stream.
 */
export async function sendWorkbook<T>(reply: FastifyReply, spec: ExportSpec<T>, maxRows = EXPORT_MAX_ROWS): Promise<FastifyReply> {
  const firstBatch = await spec.page(Math.min(BATCH, maxRows + 1), 0);
  // Loaded on the first export: the largest package the server uses, which an idle server need not hold.
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const fill = async () => {
    const sheet = workbook.addWorksheet(spec.sheetName);
    sheet.columns = spec.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 18 }));
    let written = 0;
    let truncated = false;
    for (let offset = 0; ; offset += BATCH) {
      const rows = offset === 0 ? firstBatch : await spec.page(Math.min(BATCH, maxRows + 1 - offset), offset);
      for (const row of rows) {
        if (written === maxRows) {
          truncated = true;
          break;
        }
        sheet.addRow(spec.columns.map((c) => c.value(row))).commit();
        written += 1;
      }
      if (truncated || rows.length < BATCH || offset + BATCH > maxRows) break;
    }
    sheet.commit();
    const texts = EXPORT_TEXTS[spec.locale.language];
    const info = workbook.addWorksheet(texts.infoSheet);
    info.addRow([texts.rows, written]).commit();
    info.addRow([texts.rowCap, maxRows]).commit();
    info.addRow([texts.truncated, truncated ? texts.truncatedYes(maxRows) : texts.truncatedNo]).commit();
    info.addRow([texts.filters, JSON.stringify(spec.filters)]).commit();
    info.addRow([texts.generatedAt, formatInstant(new Date(), spec.locale.timeZone)]).commit();
    info.addRow([texts.timeZone, spec.locale.timeZone]).commit();
    info.commit();
    await workbook.commit();
  };
  fill().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed mid-stream');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${spec.fileName}-${stamp}.xlsx"`)
    .header('x-export-row-cap', String(maxRows))
    .send(stream);
}
