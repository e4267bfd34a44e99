import { DEFAULT_UPLOAD_EXTENSIONS, fileExtension, type StoredFile } from '@ledgerdesk/shared';
import type { HashFile } from './hashFile';
import { forgetPendingUpload, listPendingUploads, type PendingUpload } from './pendingUploads';
import { UploadTask, type UploadDeps, type UploadSnapshot } from './uploadTask';

export interface QueueSnapshot {
  uploads: UploadSnapshot[];
  /** Unfinished uploads from an earlier page load whose file has not been picked again. */
  pending: PendingUpload[];
}

/** Runs one hash at a time, so a batch of files does not take every core at once. */
function oneAtATime(hash: HashFile): HashFile {
  let chain: Promise<unknown> = Promise.resolve();
  return (file, onProgress, signal) => {
    const run = chain.then(() => hash(file, onProgress, signal));
    chain = run.catch(() => undefined);
    return run;
  };
}

/** Phases after which picking the same file starts a new upload. */
const FINISHED: ReadonlyArray<UploadSnapshot['phase']> = ['success', 'error', 'cancelled'];

const sameFile = (a: { name: string; size: number; lastModified: number }, b: { name: string; size: number; lastModified: number }) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The uploader's list of uploads, observable with useSyncExternalStore. It pauses everything when
 * the browser goes offline and resumes what it paused when the connection returns, instead of
 * burning the retries on a dead network.
 */
export class UploadQueue {
  private tasks: UploadTask[] = [];
  private view: QueueSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly deps: UploadDeps;
  private readonly pausedByNetwork = new Set<UploadTask>();
  private readonly storedListeners = new Set<(file: StoredFile) => void>();

  constructor(
    deps: UploadDeps,
    readonly extensions: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS,
  ) {
    this.deps = { ...deps, hash: oneAtATime(deps.hash) };
    this.view = { uploads: [], pending: listPendingUploads() };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.view;

  /** Tells `listener` about each file the server stores; answers the unsubscribe. */
  onStored(listener: (file: StoredFile) => void): () => void {
    this.storedListeners.add(listener);
    return () => this.storedListeners.delete(listener);
  }

  /** Files of a type the server would refuse, answered so the caller can say which. */
  add(files: File[]): { refused: File[] } {
    const refused = files.filter((f) => !this.extensions.includes(fileExtension(f.name)));
    for (const file of files) {
      if (refused.includes(file)) continue;
      // The same file picked twice while its upload is still running is one upload; picked again
      // after it finished (or failed) it is uploaded again (instantly, the content being stored).
      if (this.tasks.some((t) => sameFile(t.file, file) && !FINISHED.includes(t.snapshot.phase))) continue;
      let previous: UploadSnapshot['phase'] | undefined;
      const task: UploadTask = new UploadTask(file, this.deps, () => {
        const phase = task.snapshot.phase;
        if (phase === 'success' && previous !== 'success' && task.snapshot.stored) {
          for (const listener of this.storedListeners) listener(task.snapshot.stored);
        }
        previous = phase;
        if (phase === 'cancelled') this.tasks = this.tasks.filter((t) => t !== task);
        this.publish();
      });
      this.tasks = [...this.tasks, task];
      void task.start();
    }
    this.publish();
    return { refused };
  }

  private find(id: string): UploadTask | undefined {
    return this.tasks.find((t) => t.id === id);
  }

  pause(id: string): void {
    this.find(id)?.pause();
  }

  resume(id: string): void {
    this.find(id)?.resume();
  }

  retry(id: string): void {
    void this.find(id)?.start();
  }

  cancel(id: string): void {
    void this.find(id)?.cancel();
  }

  /** Removes finished rows from the list. */
  clearFinished(): void {
    this.tasks = this.tasks.filter((t) => t.snapshot.phase !== 'success');
    this.publish();
  }

  /** Gives up an unfinished upload from an earlier page load, here and on the server. */
  async discardPending(entry: PendingUpload): Promise<void> {
    forgetPendingUpload(entry);
    this.publish();
    await this.deps.cancelUpload(entry.md5, entry.size).catch(() => undefined);
  }

  goOffline = (): void => {
    for (const task of this.tasks) {
      if (task.snapshot.phase === 'uploading') {
        task.pause();
        this.pausedByNetwork.add(task);
      }
    }
  };

  goOnline = (): void => {
    for (const task of this.pausedByNetwork) task.resume();
    this.pausedByNetwork.clear();
  };

  /** Stops every upload in flight (the component unmounts); the server keeps the chunks for resuming. */
  dispose(): void {
    for (const task of this.tasks) task.pause();
  }

  private publish(): void {
    const active = this.tasks.map((t) => t.file);
    this.view = {
      uploads: this.tasks.map((t) => t.snapshot),
      pending: listPendingUploads().filter((p) => !active.some((f) => sameFile(f, p))),
    };
    for (const listener of this.listeners) listener();
  }
}
