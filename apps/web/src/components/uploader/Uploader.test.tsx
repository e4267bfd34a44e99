import { App } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChunkStatus, StoredFile } from '@ledgerdesk/shared';
import '@/lib/i18n';
import { FileReadError } from './hashFile';
import { savePendingUpload } from './pendingUploads';
import { Uploader } from './Uploader';
import type { UploadDeps } from './uploadTask';

const MD5 = 'fedcba9876543210fedcba9876543210';

function deps(overrides: Partial<UploadDeps> = {}): UploadDeps {
  return {
    hash: vi.fn(async () => ({ md5: MD5, sha256: 'fedcba9876543210'.repeat(4) })),
    testChunks: vi.fn(async (): Promise<ChunkStatus> => ({ skipUpload: false, uploaded: [], needMerge: false, identifier: MD5 })),
    mergeUpload: vi.fn(async (u) => ({ id: 7, name: u.filename, size: u.totalSize, md5: MD5 }) as StoredFile),
    cancelUpload: vi.fn(async () => ({ cancelled: true })),
    postChunk: vi.fn(async () => undefined),
    now: () => Date.now(),
    ...overrides,
  };
}

const renderUploader = (props: Parameters<typeof Uploader>[0]) =>
  render(
    <App>
      <Uploader {...props} />
    </App>,
  );

describe('<Uploader>', () => {
  it('uploads a picked file, shows it as a success and reports the stored file', async () => {
    const onUploaded = vi.fn();
    const { container } = renderUploader({ deps: deps(), onUploaded });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { lastModified: 1 }));
    const row = await screen.findByTestId('upload-row');
    await waitFor(() => expect(row).toHaveAttribute('data-phase', 'success'));
    expect(within(row).getByTestId('upload-status')).toHaveTextContent('上传成功');
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: 'notes.txt' }));
  });

  it('shows a read failure as an error on the file, without a retry', async () => {
    const { container } = renderUploader({
      deps: deps({ hash: vi.fn(async () => Promise.reject(new FileReadError('NotReadableError'))) }),
    });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'a.pdf'));
    const row = await screen.findByTestId('upload-row');
    await waitFor(() => expect(row).toHaveAttribute('data-phase', 'error'));
    expect(within(row).getByTestId('upload-error')).toHaveTextContent('文件读取失败，已取消上传');
    expect(within(row).queryByTestId('upload-retry')).toBeNull();
  });

  it('lists unfinished uploads from an earlier page load until their file is picked again', async () => {
    savePendingUpload({ name: 'big.mp4', size: 16, lastModified: 42, md5: MD5 });
    const d = deps();
    const { container } = renderUploader({ deps: d });
    expect(screen.getByTestId('uploader-pending')).toHaveTextContent('big.mp4');
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File([new Uint8Array(16)], 'big.mp4', { lastModified: 42 }));
    await waitFor(() => expect(screen.queryByTestId('uploader-pending')).toBeNull());
    expect(d.hash).not.toHaveBeenCalled();
  });

  it('refuses a file type the server does not accept', async () => {
    const d = deps();
    const { container } = renderUploader({ deps: d });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    // The accept attribute is advisory; a drop or a "all files" pick can still bring one.
    await userEvent.upload(input, new File(['MZ'], 'tool.exe'), { applyAccept: false });
    expect(await screen.findByText(/tool\.exe/)).toBeInTheDocument();
    expect(d.hash).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-row')).toBeNull();
  });
});
